import type { ReactNode } from 'react';

/** `<strong>` inside a message; keyed because react-intl renders the parts as a list. */
export const strong = (chunks: ReactNode[]) => <strong key="strong">{chunks}</strong>;
