import { ExclamationCircleFilled, ShoppingCartOutlined } from '@ant-design/icons';
import { displayPrice, type ProductDetail } from '@mall/shared';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppPath } from '../../../lib/app-paths';
import { feedback } from '../../../lib/feedback';
import { ChoiceGroup } from '../../../widgets/choice-group/ChoiceGroup';
import type { FieldDisplay } from '../field-diy';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { addedNotice, confirmPathForProduct, initialStyleId, purchaseProblem } from '../purchase';
import styles from './PurchasePanel.module.css';

interface PurchasePanelProps {
  product: ProductDetail;
  fields: FieldDisplay;
}

/**
 * The buying side of the product page: choose a style (its price in its currency), a quantity, then add to
 * the cart, submit straight to the demand confirmation, or add to the cart and go on shopping. It is a
 * form: Enter on a style or in the quantity adds to the cart, as its first button does.
 */
export function PurchasePanel({ product, fields }: PurchasePanelProps) {
  const { t } = useTranslation('mall');
  const { message } = feedback();
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const [styleId, setStyleId] = useState(() => initialStyleId(product));
  // The quantity as typed: checked by the cart's rule when the buyer orders, never corrected silently.
  const [quantityText, setQuantityText] = useState('1');
  const [attempted, setAttempted] = useState(false);
  // The line last added to the cart, until the style or quantity changes: "Add more to cart" right after
  // "Add to cart" goes on shopping without adding the same line a second time.
  const [justAdded, setJustAdded] = useState<{ styleId: string; quantityText: string } | null>(null);
  const style = product.styles.find((candidate) => candidate.id === styleId);
  const problem = purchaseProblem(product, styleId, quantityText);
  const badQuantity = problem === 'detail.badQuantity' || problem === 'detail.quantityEmpty';

  /** The line to order, or null after showing why there is none. */
  const line = () => {
    setAttempted(true);
    if (problem || !styleId) {
      if (problem) void message.warning(t(problem));
      return null;
    }
    return { productId: product.id, styleId, quantity: Number(quantityText.trim()) };
  };
  const add = async (thenShopOn: boolean) => {
    const alreadyAdded =
      justAdded !== null && justAdded.styleId === styleId && justAdded.quantityText === quantityText;
    if (thenShopOn && alreadyAdded) {
      void navigate(AppPath.mallSearch);
      return;
    }
    const chosen = line();
    if (!chosen) return;
    const notice = addedNotice(chosen.quantity, await addToCart.mutateAsync(chosen));
    setJustAdded({ styleId: chosen.styleId, quantityText });
    void message[notice.level](t(notice.key, notice.values));
    if (thenShopOn) void navigate(AppPath.mallSearch);
  };
  const submit = () => {
    const chosen = line();
    if (chosen) void navigate(confirmPathForProduct({ ...chosen, version: product.version }));
  };

  return (
    <form
      className={styles.panel}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (product.onShelf && !addToCart.isPending) void add(false).catch(() => undefined);
      }}
      data-testid="purchase-form"
    >
      {!product.onShelf && (
        <p className={styles.offShelf} role="status">
          <ExclamationCircleFilled className={styles.offShelfIcon} aria-hidden /> {t('detail.offShelf')}
        </p>
      )}
      {fields.visible('price') && (
        <p className={styles.price} data-testid="detail-price">
          <span className={styles.priceLabel}>{fields.label('price', t('detail.price'))}</span>
          {style ? (
            <span>
              <span className={styles.currency}>{style.currency}</span> {displayPrice(style.price)}
              {style.unit && <span className={styles.unit}> / {style.unit}</span>}
            </span>
          ) : (
            <span className={styles.hint}>{t('detail.priceAfterStyle')}</span>
          )}
        </p>
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('detail.style')}</legend>
        {product.styles.length === 0 ? (
          <p className={styles.hint}>{t('detail.noStyles')}</p>
        ) : (
          <ChoiceGroup
            variant="list"
            aria-label={t('detail.style')}
            className={styles.styles}
            value={styleId}
            onChange={setStyleId}
            data-testid="style-choice"
            options={product.styles.map((candidate) => ({
              value: candidate.id,
              disabled: !candidate.onShelf,
              label: (
                <>
                  <span className={styles.styleName}>{candidate.name}</span>
                  {fields.visible('spec') && candidate.spec && (
                    <span className={styles.styleSpec}> · {candidate.spec}</span>
                  )}
                  {fields.visible('price') && (
                    <span className={styles.stylePrice}>
                      {' '}
                      · {candidate.currency} {displayPrice(candidate.price)}
                    </span>
                  )}
                  {!candidate.onShelf && <span className={styles.hint}> ({t('detail.styleOffShelf')})</span>}
                </>
              ),
            }))}
          />
        )}
        {attempted && problem === 'detail.chooseStyle' && (
          <p className={styles.error} role="alert">
            {t('detail.chooseStyle')}
          </p>
        )}
      </fieldset>
      <div className={styles.quantity}>
        <label htmlFor="detail-quantity" className={styles.legend}>
          {t('detail.quantity')}
        </label>
        <Input
          id="detail-quantity"
          inputMode="numeric"
          autoComplete="off"
          className={styles.quantityInput}
          value={quantityText}
          onChange={(event) => setQuantityText(event.target.value)}
          aria-invalid={attempted && badQuantity}
          aria-describedby={attempted && badQuantity ? 'detail-quantity-error' : undefined}
          status={attempted && badQuantity ? 'error' : undefined}
        />
        {style?.unit && <span className={styles.hint}>{style.unit}</span>}
        {attempted && badQuantity && problem && (
          <p id="detail-quantity-error" className={styles.error} role="alert">
            {t(problem)}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <Button
          type="primary"
          htmlType="submit"
          icon={<ShoppingCartOutlined />}
          loading={addToCart.isPending}
          disabled={!product.onShelf}
          data-testid="detail-add-to-cart"
        >
          {t('detail.addToCart')}
        </Button>
        <Button
          type="primary"
          danger
          disabled={!product.onShelf}
          onClick={submit}
          data-testid="detail-submit"
        >
          {t('detail.submit')}
        </Button>
        <Button
          disabled={!product.onShelf || addToCart.isPending}
          onClick={() => void add(true).catch(() => undefined)}
          data-testid="detail-add-more"
        >
          {t('detail.addMore')}
        </Button>
      </div>
    </form>
  );
}
