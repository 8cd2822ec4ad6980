export { Sidebar } from "./sidebar";
export { About } from "./about";
