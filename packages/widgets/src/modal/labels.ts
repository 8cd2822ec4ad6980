/** Every text the modal shows or announces. */
export type ModalLabels = {
  /** Accessible name of the close button. */
  close: string;
};

export const defaultLabels: ModalLabels = { close: "Close" };
