// The extensions on for an account live in lib/ (every feature with an extension checks them).
export { capabilitiesOf, requireCapability, setCapabilities } from '../../lib/capabilities.js';
