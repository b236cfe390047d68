/**
* | output |
* | --- |
* | "Please enter you current password" |
*
* @param {Profile_Password_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_password_required: ((inputs?: Profile_Password_RequiredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Password_RequiredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Password_RequiredInputs = {};
