/**
* | output |
* | --- |
* | "User verified successfully" |
*
* @param {Done_User_VerifiedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_user_verified: ((inputs?: Done_User_VerifiedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Done_User_VerifiedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Done_User_VerifiedInputs = {};
