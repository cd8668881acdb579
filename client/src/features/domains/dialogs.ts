import { lazy } from 'react';

// The domains screen's form dialogs, each loaded when first shown (the dialog host draws it in its
// Suspense boundary): their forms bring the contract's input rules (zod, some 34 kB gzip) and the
// form kit, which the screen's first paint does not need, and which a phone would otherwise evaluate
// in one long task right after it.
export const AddDomainDialog = lazy(() => import('./add-domain-dialog').then((m) => ({ default: m.AddDomainDialog })));
export const PhpVersionDialog = lazy(() => import('./php-version-dialog').then((m) => ({ default: m.PhpVersionDialog })));
export const RemoveDomainDialog = lazy(() => import('./remove-domain-dialog').then((m) => ({ default: m.RemoveDomainDialog })));
