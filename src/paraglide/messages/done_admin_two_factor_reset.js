/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Done_Admin_Two_Factor_ResetInputs */

const en_done_admin_two_factor_reset = /** @type {(inputs: Done_Admin_Two_Factor_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The admin's two-factor sign-in was reset.`)
};

const hi_done_admin_two_factor_reset = /** @type {(inputs: Done_Admin_Two_Factor_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एडमिन का टू-फ़ैक्टर साइन-इन रीसेट कर दिया गया।`)
};

/**
* | output |
* | --- |
* | "The admin's two-factor sign-in was reset." |
*
* @param {Done_Admin_Two_Factor_ResetInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_admin_two_factor_reset = /** @type {((inputs?: Done_Admin_Two_Factor_ResetInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Done_Admin_Two_Factor_ResetInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_done_admin_two_factor_reset(inputs)
	return en_done_admin_two_factor_reset(inputs)
});