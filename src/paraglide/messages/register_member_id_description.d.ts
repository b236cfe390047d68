/**
* | output |
* | --- |
* | "Optional: the Member ID of the person who referred you" |
*
* @param {Register_Member_Id_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_member_id_description: ((inputs?: Register_Member_Id_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Member_Id_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Member_Id_DescriptionInputs = {};
