/**
* | output |
* | --- |
* | "Loading profile details" |
*
* @param {Profile_Loading_DetailsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_loading_details: ((inputs?: Profile_Loading_DetailsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Loading_DetailsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Loading_DetailsInputs = {};
