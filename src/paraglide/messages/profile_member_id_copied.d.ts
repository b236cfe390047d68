/**
* | output |
* | --- |
* | "Member ID copied" |
*
* @param {Profile_Member_Id_CopiedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_member_id_copied: ((inputs?: Profile_Member_Id_CopiedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Member_Id_CopiedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Member_Id_CopiedInputs = {};
