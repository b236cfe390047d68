/**
* | output |
* | --- |
* | "Device" |
*
* @param {Profile_Sessions_DeviceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_device: ((inputs?: Profile_Sessions_DeviceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Sessions_DeviceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Sessions_DeviceInputs = {};
