/**
* | output |
* | --- |
* | "Member ID:" |
*
* @param {Refer_Member_Id_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_member_id_label: ((inputs?: Refer_Member_Id_LabelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Member_Id_LabelInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Member_Id_LabelInputs = {};
