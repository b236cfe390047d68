/**
* | output |
* | --- |
* | "Previous purchases of {name}" |
*
* @param {Review_Previous_TableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_previous_table: ((inputs: Review_Previous_TableInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Previous_TableInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_Previous_TableInputs = {
    name: NonNullable<unknown>;
};
