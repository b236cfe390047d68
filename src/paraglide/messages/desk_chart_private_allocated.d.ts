/**
* | output |
* | --- |
* | "Private Supply Allocated" |
*
* @param {Desk_Chart_Private_AllocatedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const desk_chart_private_allocated: ((inputs?: Desk_Chart_Private_AllocatedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Desk_Chart_Private_AllocatedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Desk_Chart_Private_AllocatedInputs = {};
