export { Timeline } from "./timeline";
