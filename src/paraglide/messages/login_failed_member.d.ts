/**
* | output |
* | --- |
* | "Failed to login a user" |
*
* @param {Login_Failed_MemberInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const login_failed_member: ((inputs?: Login_Failed_MemberInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Login_Failed_MemberInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Login_Failed_MemberInputs = {};
