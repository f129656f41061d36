import { useId, type AriaAttributes, type ReactNode } from 'react';

interface FieldMessagesInput {
  /** A message under the field; the control is marked invalid and described by it. */
  error?: string;
  /** A help text under the field that describes the control too. */
  hint?: ReactNode;
}

/**
 * The id a field's label points at and the aria attributes that tie its control to the messages
 * under it (`FieldMessages`); what the caller set itself counts where the field has no message.
 */
export function useFieldIds({ error, hint }: FieldMessagesInput) {
  const id = useId();
  const ids = { errorId: `${id}-error`, hintId: `${id}-hint` };
  const describedBy = [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(' ');
  const control = (own: AriaAttributes) => ({
    id,
    'aria-invalid': error ? true : own['aria-invalid'],
    'aria-describedby': describedBy || own['aria-describedby'],
  });
  return { id, ids, control };
}

/** The error and the hint under a field, with the ids its control is described by. */
export function FieldMessages({ ids, error, hint }: FieldMessagesInput & { ids: { errorId: string; hintId: string } }) {
  return (
    <>
      <FieldNote id={ids.errorId} kind="error" text={error} />
      <FieldNote id={ids.hintId} kind="hint" text={hint} />
    </>
  );
}

function FieldNote({ id, kind, text }: { id: string; kind: 'error' | 'hint'; text: ReactNode }) {
  return text ? (
    <p id={id} className={`field__${kind}`}>
      {text}
    </p>
  ) : null;
}

/** The label above a field's control. */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {children}
    </label>
  );
}
