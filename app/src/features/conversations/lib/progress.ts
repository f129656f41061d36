/** A goal's percentage is voortgang x 10; the overall value has one decimal. */
export const progressPercent = (value: number) => Math.round(value * 10);
