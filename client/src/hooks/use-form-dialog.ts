import { useRef, useState } from 'react';
import type { ZodType } from 'zod';
import { useDialogControl } from '../components/dialog-context';
import type { MessageId } from '../i18n/messages';
import { dialogErrorMessage } from '../lib/dialog-error';
import { fieldErrors } from '../lib/validation';
import { confirmEffect, type ListsEffect } from '../api/effect-check';
import { useAppDispatch } from '../store/hooks';
import type { Toast } from '../store/ui-slice';
import { useToast } from './use-toast';

/** The success toast's detail line, and what a removal took away when Undo can put it back. */
type ToastDetail = Toast['detail'] & Pick<Toast, 'undo'>;

/** A banner message with the values it names. */
export interface FailureMessage {
  id: MessageId;
  values?: Record<string, string>;
}

export interface FormDialogOptions<Values, Data, Reply> {
  /** The fields' first values. */
  initial: Values;
  /** The shared rule (`@panel/contract/rules`), checked on submit; its messages show under the fields. */
  schema?: ZodType<Data>;
  /** The call, given what the rule parsed (the values as they are without a rule). */
  call: (data: Data) => Promise<Reply>;
  /** The banner text for a failing status (say 409); no reply reads 'Cannot connect…', any other 'Unknown error.' */
  errors?: Partial<Record<number, MessageId>>;
  /**
   * The banner for a failure the status alone does not tell (a 409 naming the entry, say): its
   * message id and values, or undefined to fall back to `errors`.
   */
  failureOf?: (error: unknown) => FailureMessage | undefined;
  /** The success toast's detail line (with `undo`, what it offers to put back); none when another signal follows (say, an information dialog). */
  toast: ToastDetail | null | ((data: Data) => ToastDetail | null);
  /** Anything more to do with the reply before the dialog closes (say, show the next dialog). */
  onSuccess?: (reply: Reply, data: Data) => void;
  /**
   * What the change leaves in the lists (a create's entry): checked once the reply is merged; when
   * missing, one sync, and when still missing the dialog says so (`unconfirmed`) instead of
   * succeeding — no toast, no `onSuccess`, and nothing more can be sent from it.
   */
  effect?: ListsEffect<Data>;
}

/**
 * Everything a form dialog does besides its fields, for `<FormDialog form={form}>`: the values, the
 * rule messages under the fields, and the call behind the submit button — a feature's mutation,
 * unwrapped, whose reply's lists are in the lists cache once it settles (`api/mutations.ts`). On
 * success the effect is checked, the toast shows and the dialog closes, its button spinning while it fades out. On failure
 * it stays open with the banner for the status, ready to try again. A 403 signs out in the API
 * client unless the call itself says otherwise. Reopening starts blank: each showing is a new
 * instance (see `DialogHost`).
 */
export function useFormDialog<Values extends object, Data = Values, Reply = unknown>({
  initial,
  schema,
  call,
  errors,
  failureOf,
  toast,
  onSuccess,
  effect,
}: FormDialogOptions<Values, Data, Reply>) {
  const dispatch = useAppDispatch();
  const showToast = useToast();
  const { close } = useDialogControl();
  const [values, setValues] = useState(initial);
  const [fieldMessages, setFieldMessages] = useState<Partial<Record<keyof Values, MessageId>>>({});
  const [failure, setFailure] = useState<MessageId | null>(null);
  const [failureValues, setFailureValues] = useState<Record<string, string> | undefined>(undefined);
  // The failed call: the banner says what changed, offers Retry where safe and gives its reference.
  const [failed, setFailed] = useState<unknown>(undefined);
  const [loading, setLoading] = useState(false);
  // The call succeeded but the lists do not show its effect, even after a sync.
  const [unconfirmed, setUnconfirmed] = useState(false);
  // Two quick Enters must not send twice: the state above is a render late.
  const busy = useRef(false);

  const set = <K extends keyof Values>(name: K, value: Values[K]) => setValues((current) => ({ ...current, [name]: value }));

  const submit = () => {
    if (busy.current) return;
    setFailure(null);
    let data = values as unknown as Data;
    if (schema) {
      const parsed = schema.safeParse(values);
      if (!parsed.success) return setFieldMessages(fieldErrors<Extract<keyof Values, string>>(parsed.error.issues) as typeof fieldMessages);
      data = parsed.data;
    }
    setFieldMessages({});
    busy.current = true;
    setLoading(true);
    call(data).then(
      async (reply) => {
        if (effect && !(await dispatch(confirmEffect(effect.operation, (lists) => effect.shows(lists, data))))) {
          // `busy` stays set: what was sent has been done (the server said so), it must not go twice.
          setUnconfirmed(true);
          setLoading(false);
          return;
        }
        const detail = typeof toast === 'function' ? toast(data) : toast;
        if (detail) showToast(detail.id, detail.values, { undo: detail.undo });
        onSuccess?.(reply, data);
        close();
      },
      (error: unknown) => {
        busy.current = false;
        const own = failureOf?.(error);
        setFailure(own ? own.id : dialogErrorMessage(error, errors));
        setFailureValues(own?.values);
        setFailed(error);
        setLoading(false);
      },
    );
  };

  return {
    values,
    set,
    /** A field's value, change handler and rule message, to spread on a `TextField`. */
    field: <K extends keyof Values>(name: K) => ({ value: values[name], onChange: (value: Values[K]) => set(name, value), error: fieldMessages[name] }),
    loading,
    failure,
    failureValues,
    failed,
    unconfirmed,
    submit,
  };
}
