/**
* | output |
* | --- |
* | "My Profile" |
*
* @param {Profile_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_heading: ((inputs?: Profile_HeadingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_HeadingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_HeadingInputs = {};
