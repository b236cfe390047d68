/**
* | output |
* | --- |
* | "Mobile" |
*
* @param {Profile_MobileInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_mobile: ((inputs?: Profile_MobileInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_MobileInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_MobileInputs = {};
