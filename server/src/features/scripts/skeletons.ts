/**
 * The files an install writes: a small but real-looking skeleton of each script (its entry point,
 * its configuration naming the database, its admin entry), so the file browser shows the install
 * and an uninstall has something to take away. The administrator password is never written.
 */
export interface SkeletonContext {
  name: string;
  /** Site address the script answers at, e.g. `example.com/blog/`. */
  address: string;
  database: string;
  databaseHost: string;
  login: string;
}

/** Text inside a PHP single-quoted string. */
const php = (text: string) => text.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
/** Text inside HTML. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const entry = (c: SkeletonContext, bootstrap: string) =>
  `<?php\n/**\n * Front controller of ${c.name} at ${c.address}.\n */\ndefine('APP_START', microtime(true));\nrequire __DIR__ . '/${bootstrap}';\n`;

const readme = (c: SkeletonContext) =>
  `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>${html(c.name)}</title></head>\n` +
  `<body><h1>${html(c.name)}</h1><p>Installed at ${html(c.address)} by the hosting panel. Administrator: ${html(c.login)}.</p></body></html>\n`;

/** The administrator's login as the configuration records it (the password is never written). */
const admin = (c: SkeletonContext) => `$admin_login = '${php(c.login)}';\n`;

const htaccess =
  '# Send every request that is not a file or folder to the front controller.\n' +
  'RewriteEngine On\nRewriteCond %{REQUEST_FILENAME} !-f\nRewriteCond %{REQUEST_FILENAME} !-d\nRewriteRule . index.php [L]\n';

const dbConfig = (c: SkeletonContext) =>
  `  'database' => '${php(c.database)}',\n  'user' => '${php(c.database.split('_')[0])}',\n  'host' => '${php(c.databaseHost)}',\n`;

const SKELETONS: Record<string, (c: SkeletonContext) => Record<string, string>> = {
  wordpress: (c) => ({
    'index.php': entry(c, 'wp-blog-header.php'),
    'wp-blog-header.php': `<?php\nrequire_once __DIR__ . '/wp-load.php';\n`,
    'wp-load.php': `<?php\ndefine('ABSPATH', __DIR__ . '/');\nrequire_once ABSPATH . 'wp-config.php';\n`,
    'wp-config.php':
      `<?php\ndefine('DB_NAME', '${php(c.database)}');\ndefine('DB_USER', '${php(c.database.split('_')[0])}');\n` +
      `define('DB_HOST', '${php(c.databaseHost)}');\ndefine('DB_CHARSET', 'utf8mb4');\n$table_prefix = 'wp_';\n` +
      `define('WP_HOME', 'http://${php(c.address)}');\n${admin(c)}`,
    'wp-cron.php': `<?php\n// Runs the scheduled tasks of ${c.name}.\nrequire_once __DIR__ . '/wp-load.php';\n`,
    '.htaccess': htaccess,
    'readme.html': readme(c),
    'wp-admin/index.php': `<?php\nrequire_once dirname(__DIR__) . '/wp-load.php';\n// Dashboard\n`,
    'wp-content/index.php': '<?php\n// Silence is golden.\n',
    'wp-content/themes/index.php': '<?php\n// Silence is golden.\n',
    'wp-content/plugins/index.php': '<?php\n// Silence is golden.\n',
    'wp-content/uploads/index.php': '<?php\n// Silence is golden.\n',
  }),
  joomla: (c) => ({
    'index.php': entry(c, 'includes/app.php'),
    'includes/app.php': `<?php\nrequire_once dirname(__DIR__) . '/configuration.php';\n`,
    'configuration.php':
      `<?php\nclass JConfig {\n  public $dbtype = 'mysqli';\n  public $host = '${php(c.databaseHost)}';\n` +
      `  public $db = '${php(c.database)}';\n  public $user = '${php(c.database.split('_')[0])}';\n  public $dbprefix = 'jos_';\n` +
      `  public $live_site = 'http://${php(c.address)}';\n}\n`,
    'administrator/index.php': `<?php\nrequire_once dirname(__DIR__) . '/configuration.php';\n${admin(c)}`,
    'htaccess.txt': htaccess,
    'README.txt': `${c.name}\nInstalled at ${c.address} by the hosting panel.\n`,
    'images/index.html': '<!DOCTYPE html><title></title>\n',
  }),
  drupal: (c) => ({
    'index.php': entry(c, 'core/bootstrap.php'),
    'core/bootstrap.php': `<?php\nrequire_once dirname(__DIR__) . '/sites/default/settings.php';\n`,
    'sites/default/settings.php': `<?php\n$databases['default']['default'] = [\n${dbConfig(c)}  'driver' => 'mysql',\n];\n$settings['trusted_host_patterns'] = ['${php(c.address.split('/')[0].replace(/\./g, '\\.'))}'];\n`,
    'sites/default/files/.htaccess': 'Require all denied\n',
    '.htaccess': htaccess,
    'README.md': `# ${c.name}\n\nInstalled at ${c.address} by the hosting panel. Administrator: ${c.login.replace(/[\r\n]/g, ' ')}.\n`,
  }),
  prestashop: (c) => ({
    'index.php': entry(c, 'config/config.inc.php'),
    'config/config.inc.php': `<?php\nrequire_once dirname(__DIR__) . '/app/config/parameters.php';\n`,
    'app/config/parameters.php': `<?php return [\n  'parameters' => [\n${dbConfig(c).replace(/^/gm, '  ').trimEnd()}\n    'database_prefix' => 'ps_',\n  ],\n];\n`,
    'admin/index.php': `<?php\nrequire_once dirname(__DIR__) . '/config/config.inc.php';\n${admin(c)}`,
    '.htaccess': htaccess,
    'img/index.php': '<?php\n// Nothing to see here.\n',
  }),
  nextcloud: (c) => ({
    'index.php': entry(c, 'lib/base.php'),
    'lib/base.php': `<?php\nrequire_once dirname(__DIR__) . '/config/config.php';\n`,
    'config/config.php':
      `<?php\n$CONFIG = [\n  'dbtype' => 'mysql',\n  'dbname' => '${php(c.database)}',\n  'dbhost' => '${php(c.databaseHost)}',\n` +
      `  'dbuser' => '${php(c.database.split('_')[0])}',\n  'overwrite.cli.url' => 'http://${php(c.address)}',\n  'datadirectory' => __DIR__ . '/../data',\n];\n`,
    'data/.htaccess': 'Require all denied\n',
    'settings/admin.php': `<?php\n${admin(c)}`,
    '.htaccess': htaccess,
    'README.md': `# ${c.name}\n\nInstalled at ${c.address} by the hosting panel.\n`,
  }),
};

/** A script the platform offers but without a skeleton of its own gets this one. */
const generic = (c: SkeletonContext) => ({
  'index.php': entry(c, 'config.php'),
  'config.php': `<?php return [\n${dbConfig(c)}];\n`,
  'README.txt': `${c.name}\nInstalled at ${c.address} by the hosting panel.\n`,
});

/** Relative path → contents of the files an install of `type` writes. */
export function skeletonOf(type: string, context: SkeletonContext): Record<string, string> {
  return (Object.hasOwn(SKELETONS, type) ? SKELETONS[type] : generic)(context);
}
