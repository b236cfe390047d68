/**
* | output |
* | --- |
* | "This purchase's member account has been deleted, so it cannot be approved." |
*
* @param {Error_Purchase_Member_DeletedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_purchase_member_deleted: ((inputs?: Error_Purchase_Member_DeletedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Purchase_Member_DeletedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Purchase_Member_DeletedInputs = {};
