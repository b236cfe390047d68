/**
* | output |
* | --- |
* | "Member ID: {code}" |
*
* @param {Dash_Member_IdInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_member_id: ((inputs: Dash_Member_IdInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Member_IdInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Member_IdInputs = {
    code: NonNullable<unknown>;
};
