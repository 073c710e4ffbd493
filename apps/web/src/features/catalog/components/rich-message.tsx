import type { ReactNode } from 'react';

/** Stands for the element while the message is formatted; no translation writes it. */
const MARKER = '\u2063\u2063';

/**
 * A whole catalogue sentence with an element inside it ('Call {phone} and our team will book it for you.',
 * the phone a link): the message is formatted with a marker in the placeholder's place and split around it,
 * so each language puts the element where its sentence needs it.
 */
export function messageWithElement(
  format: (values: Record<string, string>) => string,
  placeholder: string,
  element: ReactNode,
): ReactNode {
  const [before = '', after = ''] = format({ [placeholder]: MARKER }).split(MARKER);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
}
