// The package's hooks an app may share with its widgets: "@davide-marchetti/widgets/hooks".
export { useHydrated } from "../shared/hooks.js";
