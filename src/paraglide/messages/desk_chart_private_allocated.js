/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Desk_Chart_Private_AllocatedInputs */

const en_desk_chart_private_allocated = /** @type {(inputs: Desk_Chart_Private_AllocatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Private Supply Allocated`)
};

const hi_desk_chart_private_allocated = /** @type {(inputs: Desk_Chart_Private_AllocatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आवंटित प्राइवेट सप्लाई`)
};

/**
* | output |
* | --- |
* | "Private Supply Allocated" |
*
* @param {Desk_Chart_Private_AllocatedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const desk_chart_private_allocated = /** @type {((inputs?: Desk_Chart_Private_AllocatedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Chart_Private_AllocatedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_desk_chart_private_allocated(inputs)
	return en_desk_chart_private_allocated(inputs)
});