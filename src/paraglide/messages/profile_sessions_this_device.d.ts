/**
* | output |
* | --- |
* | "This device" |
*
* @param {Profile_Sessions_This_DeviceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_this_device: ((inputs?: Profile_Sessions_This_DeviceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Sessions_This_DeviceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Sessions_This_DeviceInputs = {};
