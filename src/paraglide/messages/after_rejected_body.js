/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} After_Rejected_BodyInputs */

const en_after_rejected_body = /** @type {(inputs: After_Rejected_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An admin could not confirm these payments, so no tokens were added. Check the reason, then pay again: it is a new order with a new order number.`)
};

const hi_after_rejected_body = /** @type {(inputs: After_Rejected_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एडमिन इन भुगतानों की पुष्टि नहीं कर पाए, इसलिए कोई टोकन नहीं जोड़ा गया। कारण देखें और फिर से भुगतान करें: यह नए ऑर्डर नंबर वाला नया ऑर्डर होगा।`)
};

/**
* | output |
* | --- |
* | "An admin could not confirm these payments, so no tokens were added. Check the reason, then pay again: it is a new order with a new order number." |
*
* @param {After_Rejected_BodyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const after_rejected_body = /** @type {((inputs?: After_Rejected_BodyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<After_Rejected_BodyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_after_rejected_body(inputs)
	return en_after_rejected_body(inputs)
});