export { Modal, preloadModal, preloadModalOnIntent } from "./modal.js";
export type { ModalLabels, ModalName, ModalProps, ModalSize } from "./modal.js";
export type { RootProps } from "../shared/root-props.js";
