import { expect, test, type Locator, type Page } from './journey-test.ts';
import { demo, logIn } from './support.ts';

interface Area {
  role: string;
  email: string;
  dashboard: RegExp;
  menu: string;
  labels: string[];
  home: string;
  target: { label: string; url: RegExp; heading: string };
}

const areas: Area[] = [
  {
    role: 'patient',
    email: demo.patient,
    dashboard: /\/patient\/dashboard$/,
    menu: 'Menu Paciente',
    labels: ['Início', 'Encontrar psicólogo', 'Minhas consultas', 'Meu perfil'],
    home: 'Início',
    target: { label: 'Minhas consultas', url: /\/patient\/appointments$/, heading: 'Minhas consultas' },
  },
  {
    role: 'psychologist',
    email: demo.psychologist,
    dashboard: /\/psychologist\/dashboard$/,
    menu: 'Menu Psicólogo(a)',
    labels: ['Painel', 'Agenda', 'Pacientes', 'Relatórios', 'Configurações'],
    home: 'Painel',
    target: { label: 'Pacientes', url: /\/psychologist\/patients$/, heading: 'Pacientes' },
  },
  {
    role: 'admin',
    email: demo.admin,
    dashboard: /\/admin\/dashboard$/,
    menu: 'Menu administrativo',
    labels: [
      'Dashboard',
      'Aprovação de Psicólogos',
      'Usuários',
      'Empresas Conveniadas',
      'Relatórios',
      'Financeiro',
      'Configurações',
      'Segurança',
    ],
    home: 'Dashboard',
    target: { label: 'Aprovação de Psicólogos', url: /\/admin\/psychologists$/, heading: 'Aprovação de Psicólogos' },
  },
];

/** The label is whole: nothing of it is clipped, and its link lies inside the screen. */
async function expectWholeLabel(link: Locator, label: string, screenWidth: number): Promise<void> {
  await expect(link).toBeVisible();
  await expect(link).toHaveText(label);
  const clipped = await link.evaluate((element) =>
    [element, ...element.querySelectorAll('*')].some((node) => node.scrollWidth > node.clientWidth + 1),
  );
  expect(clipped, `'${label}' está cortado`).toBe(false);
  // The drawer slides in from the left: its links reach their place once the animation ends.
  await expect
    .poll(async () => {
      const box = await link.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= screenWidth;
    }, { message: `'${label}' fica dentro da tela` })
    .toBe(true);
}

/** While the drawer is open the page behind it is hidden from assistive technology, the button too. */
function menuButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Menu', exact: true, includeHidden: true });
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const area of areas) {
    test(`${area.role}: the menu drawer lists every page in full and takes the user to another one`, async ({ page }) => {
      await logIn(page, area.email);
      await expect(page).toHaveURL(area.dashboard);
      await expect(page.getByRole('navigation', { name: area.menu })).toHaveCount(0);

      const button = menuButton(page);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      const nav = drawer.getByRole('navigation', { name: area.menu });
      for (const label of area.labels) await expectWholeLabel(nav.getByRole('link', { name: label, exact: true }), label, 390);
      await expect(nav.getByRole('link', { name: area.home, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(drawer.getByRole('button', { name: 'Sair' })).toBeVisible();
      await page.screenshot({ path: `.test-output/screens/phone-menu-${area.role}-390.png` });

      await nav.getByRole('link', { name: area.target.label, exact: true }).click();
      await expect(drawer).toBeHidden();
      await expect(page).toHaveURL(area.target.url);
      await expect(page.getByRole('heading', { level: 1, name: area.target.heading })).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      await button.click();
      await expect(nav.getByRole('link', { name: area.target.label, exact: true })).toHaveAttribute('aria-current', 'page');
    });
  }

  test('keyboard: Enter opens the menu, Escape closes it and focus returns to the button', async ({ page }) => {
    await logIn(page, demo.patient);
    await expect(page).toHaveURL(/\/patient\/dashboard$/);
    const button = menuButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Minhas consultas' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('signing out is in the menu', async ({ page }) => {
    await logIn(page, demo.psychologist);
    await expect(page).toHaveURL(/\/psychologist\/dashboard$/);
    await menuButton(page).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('on wide screens', () => {
  for (const width of [1024, 1280]) {
    for (const area of areas) {
      test(`${area.role} at ${width} px: the side menu has no menu button and no label overflows its pill`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await logIn(page, area.email);
        await expect(page).toHaveURL(area.dashboard);
        await expect(menuButton(page)).toBeHidden();
        const nav = page.getByRole('navigation', { name: area.menu });
        for (const label of area.labels) await expectWholeLabel(nav.getByRole('link', { name: label, exact: true }), label, width);
        await page.screenshot({ path: `.test-output/screens/side-menu-${area.role}-${width}.png` });
      });
    }
  }
});
