export { Footer } from "./footer";
