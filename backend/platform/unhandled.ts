// The definition lives in events/, the lowest floor, so the pure event folds there can use it too.
export { unhandled } from '../../events/unhandled';
