export { Modal, preloadModal, preloadModalOnIntent } from "./modal.js";
export { ModalTrigger } from "./modal-trigger.js";
export type { ModalTriggerProps } from "./modal-trigger.js";
export type { ModalLabels, ModalName, ModalOpenChangeDetails, ModalOpenChangeReason, ModalProps, ModalSize } from "./modal.js";
export type { RootProps, WithRootProps } from "../shared/root-props.js";
