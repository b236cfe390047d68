/**
* | output |
* | --- |
* | "Platform" |
*
* @param {Activity_PlatformInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_platform: ((inputs?: Activity_PlatformInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_PlatformInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_PlatformInputs = {};
