/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Dash_Progress_ValuetextInputs */

const en_dash_progress_valuetext = /** @type {(inputs: Dash_Progress_ValuetextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent}% of the private supply allocated`)
};

const hi_dash_progress_valuetext = /** @type {(inputs: Dash_Progress_ValuetextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`प्राइवेट सप्लाई का ${i?.percent}% आवंटित`)
};

/**
* | output |
* | --- |
* | "{percent}% of the private supply allocated" |
*
* @param {Dash_Progress_ValuetextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_progress_valuetext = /** @type {((inputs: Dash_Progress_ValuetextInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Progress_ValuetextInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_progress_valuetext(inputs)
	return en_dash_progress_valuetext(inputs)
});