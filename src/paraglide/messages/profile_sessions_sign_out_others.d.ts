/**
* | output |
* | --- |
* | "Sign out all other sessions" |
*
* @param {Profile_Sessions_Sign_Out_OthersInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_sign_out_others: ((inputs?: Profile_Sessions_Sign_Out_OthersInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Sessions_Sign_Out_OthersInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Sessions_Sign_Out_OthersInputs = {};
