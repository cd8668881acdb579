// The file trash extension's one way in: its dialog, a chunk of its own loaded when first opened
// (from the file browser's Trash button and the palette's Open trash, only when the backend
// offers `fileTrash`).

export const loadTrashDialog = () => import('./trash-dialog').then((m) => m.TrashDialog);
