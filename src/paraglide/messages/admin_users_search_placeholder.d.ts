/**
* | output |
* | --- |
* | "Name, email, mobile or referral code" |
*
* @param {Admin_Users_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_search_placeholder: ((inputs?: Admin_Users_Search_PlaceholderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Users_Search_PlaceholderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Users_Search_PlaceholderInputs = {};
