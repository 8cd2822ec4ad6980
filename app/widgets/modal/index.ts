export { Modal, preloadModal, preloadModalOnIntent } from "./modal";
export type { ModalProps, ModalSize } from "./modal";
/** Theme hooks: a host app sets these custom properties to dress the dialog in its own colours. */
export { backdrop as modalBackdrop, border as modalBorder, surface as modalSurface, text as modalText } from "./modal.css";
