import { useCallback, useLayoutEffect, useRef, type ChangeEvent, type ClipboardEvent, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import { maskChange, maskPaste, maskPrefix, remask, type EditKind, type MaskedText } from '@casino/shared/validation/mask';
import { TextField, type TextFieldProps } from './TextField';

export interface MaskedFieldProps extends TextFieldProps {
  /** Mask of spec §5 (`#` digit, `@` letter, `*` either; anything else is written by the field); none: a plain field. */
  mask?: string | null;
  /**
   * An international prefix the field stands for without showing it (a country code chosen beside
   * it, "+998"): taken off numbers pasted with it. A mask's own leading literals are taken off anyway.
   */
  pastePrefix?: string;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** The kind of edit a key press or an input event stands for. */
function editKind(inputType: string | undefined, key: string | null): EditKind {
  if (inputType) return inputType === 'deleteContentForward' ? 'deleteForward' : inputType.startsWith('delete') ? 'deleteBackward' : 'insert';
  return key === 'Backspace' ? 'deleteBackward' : key === 'Delete' ? 'deleteForward' : 'insert';
}

/**
 * A text field that formats as the player types (typing, deleting, editing in the middle, paste),
 * keeping the caret after the same typed characters. Works with react-hook-form's `register`: the
 * form holds the formatted text, and the form's submit turns it into what the server takes.
 */
export function MaskedField({ mask, pastePrefix, ref, onChange, onKeyDown, onPaste, onFocus, onBlur, inputMode, ...field }: MaskedFieldProps) {
  const input = useRef<HTMLInputElement | null>(null);
  // The value before the browser's edit and the key that made it (an input event does not say which way a deletion went).
  const before = useRef<{ value: string; key: string | null }>({ value: '', key: null });
  const shownMask = useRef(mask);

  const setRef = useCallback(
    (el: HTMLInputElement | null) => {
      input.current = el;
      assignRef(ref, el);
    },
    [ref],
  );

  const tell = useCallback(
    (el: HTMLInputElement) => onChange?.({ target: el, currentTarget: el, type: 'change' } as unknown as ChangeEvent<HTMLInputElement>),
    [onChange],
  );

  const show = (el: HTMLInputElement, next: MaskedText) => {
    el.value = next.value;
    if (el.ownerDocument.activeElement === el) el.setSelectionRange(next.caret, next.caret);
  };

  // Another mask (another country): what was typed is formatted by it, and the form learns the new text.
  useLayoutEffect(() => {
    const el = input.current;
    const from = shownMask.current;
    shownMask.current = mask;
    if (!el || !mask || !from || from === mask || el.value === '') return;
    el.value = remask(el.value, from, mask);
    tell(el);
  }, [mask, tell]);

  if (!mask)
    return (
      <TextField {...field} ref={ref} inputMode={inputMode} onChange={onChange} onKeyDown={onKeyDown} onPaste={onPaste} onFocus={onFocus} onBlur={onBlur} />
    );
  const prefix = maskPrefix(mask);
  const digitsOnly = /^[^@*]*$/.test(mask);

  return (
    <TextField
      {...field}
      ref={setRef}
      inputMode={inputMode ?? (digitsOnly ? 'numeric' : undefined)}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        before.current = { value: event.currentTarget.value, key: event.key };
        onKeyDown?.(event);
      }}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const el = event.currentTarget;
        const inputType = (event.nativeEvent as InputEvent).inputType;
        const kind = editKind(inputType, before.current.key);
        const next = maskChange(before.current.value, el.value, el.selectionStart ?? el.value.length, mask, kind, pastePrefix ?? prefix);
        before.current = { value: next.value, key: null };
        show(el, next);
        onChange?.(event);
      }}
      onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
        onPaste?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        const el = event.currentTarget;
        const text = event.clipboardData.getData('text');
        const next = maskPaste(el.value, el.selectionStart ?? el.value.length, el.selectionEnd ?? el.value.length, text, mask, pastePrefix ?? prefix);
        before.current = { value: next.value, key: null };
        show(el, next);
        tell(el);
      }}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        const el = event.currentTarget;
        // The mask's own start ("+998 ") is there to type after; the form learns of it only with what is typed.
        if (prefix && el.value === '') {
          el.value = prefix;
          el.setSelectionRange(prefix.length, prefix.length);
        }
        before.current = { value: el.value, key: null };
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        const el = event.currentTarget;
        if (prefix && el.value === prefix) {
          el.value = '';
          tell(el);
        }
        onBlur?.(event);
      }}
    />
  );
}
