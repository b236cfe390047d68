/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_Rules_HeadingInputs */

const en_refer_rules_heading = /** @type {(inputs: Refer_Rules_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How it works`)
};

const hi_refer_rules_heading = /** @type {(inputs: Refer_Rules_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह कैसे काम करता है`)
};

/**
* | output |
* | --- |
* | "How it works" |
*
* @param {Refer_Rules_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_rules_heading = /** @type {((inputs?: Refer_Rules_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Rules_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_rules_heading(inputs)
	return en_refer_rules_heading(inputs)
});