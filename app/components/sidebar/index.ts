export { Sidebar } from "./sidebar";
