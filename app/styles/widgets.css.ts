import { globalStyle } from "@vanilla-extract/css";
import { modalBackdrop, modalBorder, modalSurface, modalText } from "~/widgets/modal";
import { vars } from "./theme.css";

// The widgets carry neutral light defaults; on this site they follow the theme, dark mode included.
globalStyle(":root", {
  vars: {
    [modalSurface]: vars.color.surface,
    [modalText]: vars.color.text,
    [modalBorder]: vars.color.border,
    [modalBackdrop]: vars.color.overlay,
  },
});
