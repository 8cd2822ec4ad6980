export { Modal, preloadModal, preloadModalOnIntent } from "./modal.js";
export type { ModalLabels, ModalName, ModalOpenChangeDetails, ModalOpenChangeReason, ModalProps, ModalSize } from "./modal.js";
export type { RootProps } from "../shared/root-props.js";
