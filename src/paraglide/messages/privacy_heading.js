/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_HeadingInputs */

const en_privacy_heading = /** @type {(inputs: Privacy_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy Policy`)
};

const hi_privacy_heading = /** @type {(inputs: Privacy_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`गोपनीयता नीति`)
};

/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Privacy_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_heading = /** @type {((inputs?: Privacy_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_privacy_heading(inputs)
	return en_privacy_heading(inputs)
});