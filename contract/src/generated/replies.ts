// Generated from contract/openapi.yaml by contract/scripts/reply-shapes.mjs (npm run contract:generate).
// Do not edit: npm run contract:check fails when this file and the document differ.

/** What the client relies on in a value of a reply (client/src/api/reply-check.ts checks it). */
export type ReplyShape =
  | { readonly kind: 'any' }
  | { readonly kind: 'ref'; readonly name: string }
  | { readonly kind: 'oneOf'; readonly options: readonly ReplyShape[]; readonly nullable?: true }
  | {
      readonly kind: 'string' | 'integer' | 'number' | 'boolean';
      readonly nullable?: true;
      readonly enum?: readonly (string | number | boolean)[];
      readonly minimum?: number;
      readonly maximum?: number;
      /** `date-time`: ISO 8601; `server-date-time`: the server's `YYYY-MM-DD HH:MM:SS`. */
      readonly format?: 'date-time' | 'server-date-time';
    }
  | { readonly kind: 'array'; readonly nullable?: true; readonly items: ReplyShape }
  | {
      readonly kind: 'object';
      readonly nullable?: true;
      readonly properties: Readonly<Record<string, ReplyShape>>;
      readonly required: readonly string[];
      /** The shape of the values of a map (`additionalProperties` with a schema). */
      readonly values?: ReplyShape;
    };

/** The contract's named schemas that the replies use. */
export const replyDefinitions: Readonly<Record<string, ReplyShape>> = {
 "AccountLists": {
  "kind": "object",
  "properties": {
   "user": {
    "kind": "ref",
    "name": "User"
   },
   "domains": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "Domain"
    }
   },
   "emailAccounts": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "EmailAccount"
    }
   },
   "emailAliases": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "EmailAlias"
    }
   },
   "emailBlacklists": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "SenderEntry"
    }
   },
   "emailWhitelists": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "SenderEntry"
    }
   },
   "databases": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "Database"
    }
   },
   "ftp": {
    "kind": "ref",
    "name": "Ftp"
   },
   "databaseUsers": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "DatabaseUser"
    }
   },
   "redirects": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "Redirect"
    }
   },
   "scripts": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "Script"
    }
   },
   "proxies": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "Proxy"
    }
   },
   "sshKeys": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "SshKey"
    }
   },
   "cronJobs": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "CronJob"
    }
   }
  },
  "required": [
   "user",
   "domains",
   "emailAccounts",
   "emailAliases",
   "emailBlacklists",
   "emailWhitelists",
   "databases",
   "ftp",
   "databaseUsers",
   "redirects",
   "scripts",
   "proxies",
   "sshKeys",
   "cronJobs"
  ]
 },
 "Autoresponder": {
  "kind": "object",
  "properties": {
   "domain": {
    "kind": "string"
   },
   "name": {
    "kind": "string"
   },
   "enabled": {
    "kind": "boolean"
   },
   "subject": {
    "kind": "string"
   },
   "text": {
    "kind": "string"
   },
   "start": {
    "kind": "string",
    "nullable": true
   },
   "end": {
    "kind": "string",
    "nullable": true
   },
   "interval": {
    "kind": "integer",
    "minimum": 1,
    "maximum": 30
   },
   "state": {
    "kind": "ref",
    "name": "AutoresponderState"
   }
  },
  "required": [
   "domain",
   "name",
   "enabled",
   "subject",
   "text",
   "start",
   "end",
   "interval",
   "state"
  ]
 },
 "AutoresponderDisableReply": {
  "kind": "object",
  "properties": {
   "autoresponder": {
    "kind": "oneOf",
    "options": [
     {
      "kind": "ref",
      "name": "Autoresponder"
     },
     {
      "kind": "any"
     }
    ]
   }
  },
  "required": [
   "autoresponder"
  ]
 },
 "AutoresponderList": {
  "kind": "object",
  "properties": {
   "autoresponders": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "Autoresponder"
    }
   }
  },
  "required": [
   "autoresponders"
  ]
 },
 "AutoresponderState": {
  "kind": "string",
  "enum": [
   "off",
   "scheduled",
   "active",
   "ended"
  ]
 },
 "AvailableScript": {
  "kind": "object",
  "properties": {
   "type": {
    "kind": "string"
   },
   "name": {
    "kind": "string"
   },
   "minPHP": {
    "kind": "string"
   },
   "maxPHP": {
    "kind": "string"
   },
   "admin": {
    "kind": "string"
   }
  },
  "required": [
   "type",
   "name",
   "minPHP",
   "maxPHP",
   "admin"
  ]
 },
 "Backup": {
  "kind": "object",
  "properties": {
   "id": {
    "kind": "string"
   },
   "kind": {
    "kind": "string",
    "enum": [
     "daily",
     "onDemand"
    ]
   },
   "takenAt": {
    "kind": "string",
    "format": "date-time"
   },
   "size": {
    "kind": "ref",
    "name": "Bytes"
   },
   "state": {
    "kind": "string",
    "enum": [
     "making",
     "ready"
    ]
   },
   "progress": {
    "kind": "integer",
    "minimum": 0,
    "maximum": 100
   },
   "databases": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "BackupDatabase"
    }
   }
  },
  "required": [
   "id",
   "kind",
   "takenAt",
   "size",
   "state",
   "progress",
   "databases"
  ]
 },
 "BackupDatabase": {
  "kind": "object",
  "properties": {
   "name": {
    "kind": "string"
   },
   "type": {
    "kind": "ref",
    "name": "DatabaseType"
   },
   "size": {
    "kind": "ref",
    "name": "Bytes"
   }
  },
  "required": [
   "name",
   "type",
   "size"
  ]
 },
 "BackupList": {
  "kind": "object",
  "properties": {
   "backups": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "Backup"
    }
   },
   "used": {
    "kind": "ref",
    "name": "Bytes"
   }
  },
  "required": [
   "backups",
   "used"
  ]
 },
 "BackupRestored": {
  "kind": "object",
  "properties": {
   "path": {
    "kind": "string"
   }
  },
  "required": [
   "path"
  ]
 },
 "Bytes": {
  "kind": "integer",
  "minimum": 0
 },
 "CapabilitiesReply": {
  "kind": "object",
  "properties": {
   "capabilities": {
    "kind": "array",
    "items": {
     "kind": "string"
    }
   }
  },
  "required": [
   "capabilities"
  ]
 },
 "CertificateInfo": {
  "kind": "object",
  "properties": {
   "subjects": {
    "kind": "array",
    "items": {
     "kind": "string"
    }
   },
   "domains": {
    "kind": "object",
    "properties": {},
    "required": [],
    "values": {
     "kind": "boolean"
    }
   },
   "expires": {
    "kind": "string",
    "format": "server-date-time"
   },
   "issuer": {
    "kind": "string"
   },
   "validKey": {
    "kind": "boolean"
   },
   "selfSigned": {
    "kind": "boolean"
   },
   "expired": {
    "kind": "boolean"
   },
   "allSigned": {
    "kind": "boolean"
   }
  },
  "required": [
   "subjects",
   "domains",
   "expires",
   "issuer",
   "validKey",
   "selfSigned",
   "expired",
   "allSigned"
  ]
 },
 "Connector": {
  "kind": "object",
  "properties": {
   "ftpHost": {
    "kind": "string"
   },
   "smtpHost": {
    "kind": "string"
   },
   "smtpPort": {
    "kind": "integer"
   },
   "pop3Host": {
    "kind": "string"
   },
   "pop3Port": {
    "kind": "integer"
   },
   "imapHost": {
    "kind": "string"
   },
   "imapPort": {
    "kind": "integer"
   },
   "mysqlHost": {
    "kind": "string"
   },
   "postgresHost": {
    "kind": "string"
   },
   "webmailUrl": {
    "kind": "string"
   },
   "phpmyadminUrl": {
    "kind": "string"
   },
   "phppgadminUrl": {
    "kind": "string"
   },
   "ns1": {
    "kind": "string"
   },
   "ns2": {
    "kind": "string"
   }
  },
  "required": [
   "ftpHost",
   "smtpHost",
   "smtpPort",
   "pop3Host",
   "pop3Port",
   "imapHost",
   "imapPort",
   "mysqlHost",
   "postgresHost",
   "webmailUrl",
   "phpmyadminUrl",
   "phppgadminUrl",
   "ns1",
   "ns2"
  ]
 },
 "CronJob": {
  "kind": "object",
  "properties": {
   "id": {
    "kind": "integer"
   },
   "settings": {
    "kind": "string"
   },
   "command": {
    "kind": "string"
   }
  },
  "required": [
   "id",
   "settings",
   "command"
  ]
 },
 "Database": {
  "kind": "object",
  "properties": {
   "name": {
    "kind": "string"
   },
   "type": {
    "kind": "ref",
    "name": "DatabaseType"
   },
   "diskUsed": {
    "kind": "ref",
    "name": "Bytes"
   }
  },
  "required": [
   "name",
   "type",
   "diskUsed"
  ]
 },
 "DatabaseType": {
  "kind": "string",
  "enum": [
   "mysql",
   "postgres"
  ]
 },
 "DatabaseUser": {
  "kind": "object",
  "properties": {
   "type": {
    "kind": "ref",
    "name": "DatabaseType"
   },
   "login": {
    "kind": "string"
   },
   "password": {
    "kind": "string"
   }
  },
  "required": [
   "type",
   "login",
   "password"
  ]
 },
 "DnsZone": {
  "kind": "object",
  "properties": {
   "domain": {
    "kind": "string"
   },
   "served": {
    "kind": "boolean"
   },
   "nameServers": {
    "kind": "array",
    "items": {
     "kind": "string"
    }
   },
   "records": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "DnsZoneRecord"
    }
   }
  },
  "required": [
   "domain",
   "served",
   "nameServers",
   "records"
  ]
 },
 "DnsZoneChanges": {
  "kind": "object",
  "properties": {
   "domain": {
    "kind": "string"
   },
   "added": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "DnsZoneRecord"
    }
   },
   "removed": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "DnsZoneRecord"
    }
   }
  },
  "required": [
   "domain",
   "added",
   "removed"
  ]
 },
 "DnsZoneRecord": {
  "kind": "object",
  "properties": {
   "id": {
    "kind": "string"
   },
   "type": {
    "kind": "string",
    "enum": [
     "A",
     "AAAA",
     "CNAME",
     "MX",
     "TXT",
     "SRV",
     "CAA",
     "NS",
     "SOA"
    ]
   },
   "name": {
    "kind": "string"
   },
   "ttl": {
    "kind": "integer"
   },
   "value": {
    "kind": "string"
   },
   "priority": {
    "kind": "integer"
   },
   "weight": {
    "kind": "integer"
   },
   "port": {
    "kind": "integer"
   },
   "flags": {
    "kind": "integer"
   },
   "tag": {
    "kind": "string",
    "enum": [
     "issue",
     "issuewild",
     "iodef"
    ]
   },
   "strings": {
    "kind": "array",
    "items": {
     "kind": "string"
    }
   },
   "readOnly": {
    "kind": "boolean"
   }
  },
  "required": [
   "id",
   "type",
   "name",
   "ttl",
   "value",
   "readOnly"
  ]
 },
 "Domain": {
  "kind": "object",
  "properties": {
   "domain": {
    "kind": "string"
   },
   "directory": {
    "kind": "string"
   },
   "phpVersion": {
    "kind": "string"
   },
   "canDelete": {
    "kind": "boolean"
   },
   "catchallEmail": {
    "kind": "string",
    "nullable": true
   },
   "bccEmail": {
    "kind": "string",
    "nullable": true
   },
   "sslType": {
    "kind": "string",
    "enum": [
     "auto",
     "letsencrypt",
     "custom"
    ]
   },
   "sslExpires": {
    "kind": "string",
    "nullable": true,
    "format": "server-date-time"
   },
   "diskUsed": {
    "kind": "ref",
    "name": "Bytes"
   },
   "ip": {
    "kind": "string"
   },
   "pointed": {
    "kind": "boolean"
   }
  },
  "required": [
   "domain",
   "directory",
   "phpVersion",
   "canDelete",
   "catchallEmail",
   "bccEmail",
   "sslType",
   "sslExpires",
   "diskUsed",
   "ip"
  ]
 },
 "EmailAccount": {
  "kind": "object",
  "properties": {
   "domain": {
    "kind": "string"
   },
   "name": {
    "kind": "string"
   },
   "diskLimit": {
    "kind": "ref",
    "name": "Bytes"
   },
   "diskUsed": {
    "kind": "ref",
    "name": "Bytes"
   }
  },
  "required": [
   "domain",
   "name",
   "diskLimit",
   "diskUsed"
  ]
 },
 "EmailAlias": {
  "kind": "object",
  "properties": {
   "domain": {
    "kind": "string"
   },
   "name": {
    "kind": "string"
   },
   "destination": {
    "kind": "string"
   }
  },
  "required": [
   "domain",
   "name",
   "destination"
  ]
 },
 "Empty": {
  "kind": "object",
  "properties": {},
  "required": []
 },
 "FileEntry": {
  "kind": "object",
  "properties": {
   "name": {
    "kind": "string"
   },
   "type": {
    "kind": "string",
    "enum": [
     "directory",
     "file",
     "link",
     "other"
    ]
   },
   "size": {
    "kind": "ref",
    "name": "Bytes"
   },
   "permissions": {
    "kind": "string"
   },
   "day": {
    "kind": "string"
   },
   "month": {
    "kind": "string"
   },
   "time": {
    "kind": "string"
   },
   "target": {
    "kind": "string",
    "nullable": true
   },
   "number": {
    "kind": "integer"
   }
  },
  "required": [
   "name",
   "type",
   "size",
   "permissions",
   "day",
   "month",
   "time",
   "target",
   "number"
  ]
 },
 "FileListing": {
  "kind": "object",
  "properties": {
   "files": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "FileEntry"
    }
   }
  },
  "required": [
   "files"
  ]
 },
 "FileText": {
  "kind": "object",
  "properties": {
   "file": {
    "kind": "string"
   }
  },
  "required": [
   "file"
  ]
 },
 "Forwarding": {
  "kind": "object",
  "properties": {
   "domain": {
    "kind": "string"
   },
   "name": {
    "kind": "string"
   },
   "destinations": {
    "kind": "array",
    "items": {
     "kind": "string"
    }
   },
   "keepCopy": {
    "kind": "boolean"
   }
  },
  "required": [
   "domain",
   "name",
   "destinations",
   "keepCopy"
  ]
 },
 "ForwardingList": {
  "kind": "object",
  "properties": {
   "forwardings": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "Forwarding"
    }
   }
  },
  "required": [
   "forwardings"
  ]
 },
 "Ftp": {
  "kind": "object",
  "properties": {
   "login": {
    "kind": "string"
   }
  },
  "required": [
   "login"
  ]
 },
 "HandoffSession": {
  "kind": "object",
  "properties": {
   "user": {
    "kind": "ref",
    "name": "User"
   },
   "domains": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "Domain"
    }
   },
   "emailAccounts": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "EmailAccount"
    }
   },
   "emailAliases": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "EmailAlias"
    }
   },
   "emailBlacklists": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "SenderEntry"
    }
   },
   "emailWhitelists": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "SenderEntry"
    }
   },
   "databases": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "Database"
    }
   },
   "ftp": {
    "kind": "ref",
    "name": "Ftp"
   },
   "databaseUsers": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "DatabaseUser"
    }
   },
   "redirects": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "Redirect"
    }
   },
   "scripts": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "Script"
    }
   },
   "proxies": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "Proxy"
    }
   },
   "sshKeys": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "SshKey"
    }
   },
   "cronJobs": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "CronJob"
    }
   },
   "token": {
    "kind": "string"
   },
   "login": {
    "kind": "string"
   },
   "locale": {
    "kind": "ref",
    "name": "Locale"
   },
   "package": {
    "kind": "ref",
    "name": "Package"
   },
   "connector": {
    "kind": "ref",
    "name": "Connector"
   },
   "phpVersions": {
    "kind": "array",
    "items": {
     "kind": "string"
    }
   },
   "availableScripts": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "AvailableScript"
    }
   },
   "upsell": {
    "kind": "ref",
    "name": "Upsell"
   },
   "plan": {
    "kind": "ref",
    "name": "PlanName"
   },
   "redirect": {
    "kind": "ref",
    "name": "RedirectHint"
   }
  },
  "required": [
   "user",
   "domains",
   "emailAccounts",
   "emailAliases",
   "emailBlacklists",
   "emailWhitelists",
   "databases",
   "ftp",
   "databaseUsers",
   "redirects",
   "scripts",
   "proxies",
   "sshKeys",
   "cronJobs",
   "token",
   "login",
   "locale",
   "package",
   "connector",
   "phpVersions",
   "availableScripts",
   "upsell",
   "redirect"
  ]
 },
 "LiveSession": {
  "kind": "object",
  "properties": {
   "id": {
    "kind": "string"
   },
   "browser": {
    "kind": "string"
   },
   "system": {
    "kind": "string"
   },
   "address": {
    "kind": "string"
   },
   "started": {
    "kind": "string",
    "format": "date-time"
   },
   "lastSeen": {
    "kind": "string",
    "format": "date-time"
   },
   "current": {
    "kind": "boolean"
   }
  },
  "required": [
   "id",
   "browser",
   "system",
   "address",
   "started",
   "lastSeen",
   "current"
  ]
 },
 "Locale": {
  "kind": "string",
  "enum": [
   "en",
   "pl"
  ]
 },
 "LogText": {
  "kind": "object",
  "properties": {
   "log": {
    "kind": "string"
   }
  },
  "required": [
   "log"
  ]
 },
 "MailAuthCheck": {
  "kind": "object",
  "properties": {
   "state": {
    "kind": "string",
    "enum": [
     "valid",
     "problem",
     "missing"
    ]
   },
   "problems": {
    "kind": "array",
    "items": {
     "kind": "string",
     "enum": [
      "spfMultiple",
      "spfMalformed",
      "spfAllowsAll",
      "spfNotHost",
      "dkimMalformed",
      "dkimShortKey",
      "dkimRevoked",
      "dmarcMultiple",
      "dmarcMalformed",
      "dmarcNone"
     ]
    }
   },
   "records": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "MailAuthRecord"
    }
   }
  },
  "required": [
   "state",
   "problems",
   "records"
  ]
 },
 "MailAuthDomain": {
  "kind": "object",
  "properties": {
   "domain": {
    "kind": "string"
   },
   "served": {
    "kind": "boolean"
   },
   "spf": {
    "kind": "ref",
    "name": "MailAuthCheck"
   },
   "dkim": {
    "kind": "ref",
    "name": "MailAuthCheck"
   },
   "dmarc": {
    "kind": "ref",
    "name": "MailAuthCheck"
   }
  },
  "required": [
   "domain",
   "served"
  ]
 },
 "MailAuthFixReply": {
  "kind": "object",
  "properties": {
   "domain": {
    "kind": "ref",
    "name": "MailAuthDomain"
   },
   "written": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "MailAuthRecord"
    }
   },
   "removed": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "MailAuthRecord"
    }
   }
  },
  "required": [
   "domain",
   "written",
   "removed"
  ]
 },
 "MailAuthRecord": {
  "kind": "object",
  "properties": {
   "name": {
    "kind": "string"
   },
   "value": {
    "kind": "string"
   }
  },
  "required": [
   "name",
   "value"
  ]
 },
 "MailAuthStatus": {
  "kind": "object",
  "properties": {
   "domains": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "MailAuthDomain"
    }
   },
   "nameServers": {
    "kind": "array",
    "items": {
     "kind": "string"
    }
   }
  },
  "required": [
   "domains",
   "nameServers"
  ]
 },
 "Ok": {
  "kind": "object",
  "properties": {
   "ok": {
    "kind": "boolean",
    "enum": [
     true
    ]
   }
  },
  "required": [
   "ok"
  ]
 },
 "Package": {
  "kind": "object",
  "properties": {
   "diskLimit": {
    "kind": "ref",
    "name": "Bytes"
   },
   "emailLimit": {
    "kind": "ref",
    "name": "Bytes"
   },
   "sshAvailable": {
    "kind": "boolean"
   },
   "postgresAvailable": {
    "kind": "boolean"
   }
  },
  "required": [
   "diskLimit",
   "emailLimit",
   "sshAvailable",
   "postgresAvailable"
  ]
 },
 "PlanName": {
  "kind": "object",
  "properties": {
   "name": {
    "kind": "string"
   }
  },
  "required": [
   "name"
  ]
 },
 "Proxy": {
  "kind": "object",
  "properties": {
   "domain": {
    "kind": "string"
   },
   "directory": {
    "kind": "string"
   },
   "port": {
    "kind": "integer",
    "minimum": 1024,
    "maximum": 65535
   }
  },
  "required": [
   "domain",
   "directory",
   "port"
  ]
 },
 "Redirect": {
  "kind": "object",
  "properties": {
   "domain": {
    "kind": "string"
   },
   "directory": {
    "kind": "string"
   },
   "destination": {
    "kind": "string"
   },
   "type": {
    "kind": "string",
    "enum": [
     "normal",
     "http"
    ]
   },
   "code": {
    "kind": "integer",
    "enum": [
     301,
     302
    ]
   }
  },
  "required": [
   "domain",
   "directory",
   "destination",
   "type",
   "code"
  ]
 },
 "RedirectHint": {
  "kind": "object",
  "properties": {
   "page": {
    "kind": "string",
    "nullable": true
   },
   "action": {
    "kind": "string",
    "nullable": true
   },
   "domain": {
    "kind": "string",
    "nullable": true
   }
  },
  "required": [
   "page",
   "action",
   "domain"
  ]
 },
 "Script": {
  "kind": "object",
  "properties": {
   "id": {
    "kind": "integer"
   },
   "type": {
    "kind": "string"
   },
   "domain": {
    "kind": "string"
   },
   "directory": {
    "kind": "string"
   },
   "database": {
    "kind": "string",
    "nullable": true
   }
  },
  "required": [
   "id",
   "type",
   "domain",
   "directory",
   "database"
  ]
 },
 "SenderEntry": {
  "kind": "object",
  "properties": {
   "domain": {
    "kind": "string"
   },
   "sender": {
    "kind": "string"
   }
  },
  "required": [
   "domain",
   "sender"
  ]
 },
 "Session": {
  "kind": "object",
  "properties": {
   "user": {
    "kind": "ref",
    "name": "User"
   },
   "domains": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "Domain"
    }
   },
   "emailAccounts": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "EmailAccount"
    }
   },
   "emailAliases": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "EmailAlias"
    }
   },
   "emailBlacklists": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "SenderEntry"
    }
   },
   "emailWhitelists": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "SenderEntry"
    }
   },
   "databases": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "Database"
    }
   },
   "ftp": {
    "kind": "ref",
    "name": "Ftp"
   },
   "databaseUsers": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "DatabaseUser"
    }
   },
   "redirects": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "Redirect"
    }
   },
   "scripts": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "Script"
    }
   },
   "proxies": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "Proxy"
    }
   },
   "sshKeys": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "SshKey"
    }
   },
   "cronJobs": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "CronJob"
    }
   },
   "token": {
    "kind": "string"
   },
   "login": {
    "kind": "string"
   },
   "locale": {
    "kind": "ref",
    "name": "Locale"
   },
   "package": {
    "kind": "ref",
    "name": "Package"
   },
   "connector": {
    "kind": "ref",
    "name": "Connector"
   },
   "phpVersions": {
    "kind": "array",
    "items": {
     "kind": "string"
    }
   },
   "availableScripts": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "AvailableScript"
    }
   },
   "upsell": {
    "kind": "ref",
    "name": "Upsell"
   },
   "plan": {
    "kind": "ref",
    "name": "PlanName"
   }
  },
  "required": [
   "user",
   "domains",
   "emailAccounts",
   "emailAliases",
   "emailBlacklists",
   "emailWhitelists",
   "databases",
   "ftp",
   "databaseUsers",
   "redirects",
   "scripts",
   "proxies",
   "sshKeys",
   "cronJobs",
   "token",
   "login",
   "locale",
   "package",
   "connector",
   "phpVersions",
   "availableScripts",
   "upsell"
  ]
 },
 "SessionList": {
  "kind": "object",
  "properties": {
   "sessions": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "LiveSession"
    }
   }
  },
  "required": [
   "sessions"
  ]
 },
 "SessionsEnded": {
  "kind": "object",
  "properties": {
   "ended": {
    "kind": "integer",
    "minimum": 0
   },
   "sessions": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "LiveSession"
    }
   }
  },
  "required": [
   "ended",
   "sessions"
  ]
 },
 "SignIn": {
  "kind": "object",
  "properties": {
   "at": {
    "kind": "string",
    "format": "date-time"
   },
   "address": {
    "kind": "string"
   },
   "browser": {
    "kind": "string"
   },
   "system": {
    "kind": "string"
   },
   "ok": {
    "kind": "boolean"
   }
  },
  "required": [
   "at",
   "address",
   "browser",
   "system",
   "ok"
  ]
 },
 "SignInList": {
  "kind": "object",
  "properties": {
   "signIns": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "SignIn"
    }
   }
  },
  "required": [
   "signIns"
  ]
 },
 "SpamAction": {
  "kind": "string",
  "enum": [
   "mark",
   "move",
   "delete"
  ]
 },
 "SpamDomain": {
  "kind": "object",
  "properties": {
   "domain": {
    "kind": "string"
   },
   "own": {
    "kind": "boolean"
   },
   "setting": {
    "kind": "ref",
    "name": "SpamSetting"
   },
   "allowedSenders": {
    "kind": "integer",
    "minimum": 0
   },
   "blockedSenders": {
    "kind": "integer",
    "minimum": 0
   }
  },
  "required": [
   "domain",
   "own",
   "setting",
   "allowedSenders",
   "blockedSenders"
  ]
 },
 "SpamLevel": {
  "kind": "string",
  "enum": [
   "off",
   "low",
   "medium",
   "high"
  ]
 },
 "SpamList": {
  "kind": "object",
  "properties": {
   "domains": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "SpamDomain"
    }
   },
   "mailboxes": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "SpamMailbox"
    }
   }
  },
  "required": [
   "domains",
   "mailboxes"
  ]
 },
 "SpamMailbox": {
  "kind": "object",
  "properties": {
   "domain": {
    "kind": "string"
   },
   "name": {
    "kind": "string"
   },
   "setting": {
    "kind": "ref",
    "name": "SpamSetting"
   }
  },
  "required": [
   "domain",
   "name",
   "setting"
  ]
 },
 "SpamMailboxReply": {
  "kind": "object",
  "properties": {
   "domain": {
    "kind": "string"
   },
   "name": {
    "kind": "string"
   },
   "setting": {
    "kind": "oneOf",
    "options": [
     {
      "kind": "ref",
      "name": "SpamSetting"
     },
     {
      "kind": "any"
     }
    ]
   },
   "effective": {
    "kind": "ref",
    "name": "SpamSetting"
   }
  },
  "required": [
   "domain",
   "name",
   "setting",
   "effective"
  ]
 },
 "SpamSetting": {
  "kind": "object",
  "properties": {
   "level": {
    "kind": "ref",
    "name": "SpamLevel"
   },
   "action": {
    "kind": "ref",
    "name": "SpamAction"
   },
   "days": {
    "kind": "integer",
    "nullable": true,
    "minimum": 1,
    "maximum": 365
   }
  },
  "required": [
   "level",
   "action",
   "days"
  ]
 },
 "SshKey": {
  "kind": "object",
  "properties": {
   "id": {
    "kind": "integer"
   },
   "name": {
    "kind": "string"
   },
   "fingerprint": {
    "kind": "string"
   }
  },
  "required": [
   "id",
   "name",
   "fingerprint"
  ]
 },
 "SyncLists": {
  "kind": "object",
  "properties": {
   "user": {
    "kind": "ref",
    "name": "User"
   },
   "domains": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "Domain"
    }
   },
   "emailAccounts": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "EmailAccount"
    }
   },
   "databases": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "Database"
    }
   }
  },
  "required": [
   "user",
   "domains",
   "emailAccounts",
   "databases"
  ]
 },
 "TrashEmptied": {
  "kind": "object",
  "properties": {
   "deleted": {
    "kind": "integer",
    "minimum": 0
   },
   "entries": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "TrashEntry"
    }
   }
  },
  "required": [
   "deleted",
   "entries"
  ]
 },
 "TrashEntry": {
  "kind": "object",
  "properties": {
   "id": {
    "kind": "string"
   },
   "path": {
    "kind": "string"
   },
   "name": {
    "kind": "string"
   },
   "type": {
    "kind": "string",
    "enum": [
     "directory",
     "file",
     "link",
     "other"
    ]
   },
   "size": {
    "kind": "ref",
    "name": "Bytes"
   },
   "deletedAt": {
    "kind": "string",
    "format": "date-time"
   },
   "expiresAt": {
    "kind": "string",
    "format": "date-time"
   }
  },
  "required": [
   "id",
   "path",
   "name",
   "type",
   "size",
   "deletedAt",
   "expiresAt"
  ]
 },
 "TrashList": {
  "kind": "object",
  "properties": {
   "entries": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "TrashEntry"
    }
   }
  },
  "required": [
   "entries"
  ]
 },
 "TrashRestored": {
  "kind": "object",
  "properties": {
   "path": {
    "kind": "string"
   },
   "entries": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "TrashEntry"
    }
   }
  },
  "required": [
   "path",
   "entries"
  ]
 },
 "TwoFactorKey": {
  "kind": "object",
  "properties": {
   "secret": {
    "kind": "string"
   },
   "uri": {
    "kind": "string"
   }
  },
  "required": [
   "secret",
   "uri"
  ]
 },
 "TwoFactorRecoveryCodes": {
  "kind": "object",
  "properties": {
   "recoveryCodes": {
    "kind": "array",
    "items": {
     "kind": "string"
    }
   }
  },
  "required": [
   "recoveryCodes"
  ]
 },
 "TwoFactorStatus": {
  "kind": "object",
  "properties": {
   "enabled": {
    "kind": "boolean"
   },
   "recoveryCodesLeft": {
    "kind": "integer",
    "minimum": 0,
    "maximum": 100
   }
  },
  "required": [
   "enabled",
   "recoveryCodesLeft"
  ]
 },
 "Upsell": {
  "kind": "object",
  "properties": {
   "upgrade": {
    "kind": "string"
   },
   "pay": {
    "kind": "string"
   },
   "certificate": {
    "kind": "string"
   }
  },
  "required": [
   "upgrade",
   "pay",
   "certificate"
  ]
 },
 "User": {
  "kind": "object",
  "properties": {
   "diskUsed": {
    "kind": "ref",
    "name": "Bytes"
   },
   "hideDomainConfig": {
    "kind": "boolean"
   },
   "hideDatabaseConfig": {
    "kind": "boolean"
   },
   "hideEmailConfig": {
    "kind": "boolean"
   },
   "paid": {
    "kind": "boolean"
   }
  },
  "required": [
   "diskUsed",
   "hideDomainConfig",
   "hideDatabaseConfig",
   "hideEmailConfig",
   "paid"
  ]
 },
 "UserReply": {
  "kind": "object",
  "properties": {
   "user": {
    "kind": "ref",
    "name": "User"
   }
  },
  "required": [
   "user"
  ]
 },
 "VisitorCount": {
  "kind": "object",
  "properties": {
   "name": {
    "kind": "string"
   },
   "count": {
    "kind": "integer",
    "minimum": 0
   }
  },
  "required": [
   "name",
   "count"
  ]
 },
 "VisitorDay": {
  "kind": "object",
  "properties": {
   "date": {
    "kind": "string"
   },
   "requests": {
    "kind": "integer",
    "minimum": 0
   },
   "visits": {
    "kind": "integer",
    "minimum": 0
   },
   "visitors": {
    "kind": "integer",
    "minimum": 0
   },
   "pageViews": {
    "kind": "integer",
    "minimum": 0
   },
   "bytes": {
    "kind": "ref",
    "name": "Bytes"
   }
  },
  "required": [
   "date",
   "requests",
   "visits",
   "visitors",
   "pageViews",
   "bytes"
  ]
 },
 "VisitorStats": {
  "kind": "object",
  "properties": {
   "domain": {
    "kind": "string"
   },
   "from": {
    "kind": "string"
   },
   "to": {
    "kind": "string"
   },
   "days": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "VisitorDay"
    }
   },
   "totals": {
    "kind": "object",
    "properties": {
     "requests": {
      "kind": "integer",
      "minimum": 0
     },
     "visits": {
      "kind": "integer",
      "minimum": 0
     },
     "visitors": {
      "kind": "integer",
      "minimum": 0
     },
     "pageViews": {
      "kind": "integer",
      "minimum": 0
     },
     "bytes": {
      "kind": "ref",
      "name": "Bytes"
     },
     "botRequests": {
      "kind": "integer",
      "minimum": 0
     }
    },
    "required": [
     "requests",
     "visits",
     "visitors",
     "pageViews",
     "bytes",
     "botRequests"
    ]
   },
   "statusClasses": {
    "kind": "object",
    "properties": {
     "2xx": {
      "kind": "integer",
      "minimum": 0
     },
     "3xx": {
      "kind": "integer",
      "minimum": 0
     },
     "4xx": {
      "kind": "integer",
      "minimum": 0
     },
     "5xx": {
      "kind": "integer",
      "minimum": 0
     }
    },
    "required": [
     "2xx",
     "3xx",
     "4xx",
     "5xx"
    ]
   },
   "topPages": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "VisitorCount"
    }
   },
   "topReferrers": {
    "kind": "array",
    "items": {
     "kind": "ref",
     "name": "VisitorCount"
    }
   },
   "skipped": {
    "kind": "integer",
    "minimum": 0
   }
  },
  "required": [
   "domain",
   "from",
   "to",
   "days",
   "totals",
   "statusClasses",
   "topPages",
   "topReferrers",
   "skipped"
  ]
 }
};

/** Each operation's 200 JSON reply, by path. */
export const replyShapes: Readonly<Record<string, ReplyShape>> = {
 "/account/login": {
  "kind": "ref",
  "name": "Session"
 },
 "/account/redirect": {
  "kind": "ref",
  "name": "HandoffSession"
 },
 "/account/logout": {
  "kind": "ref",
  "name": "Ok"
 },
 "/account/password": {
  "kind": "ref",
  "name": "Ok"
 },
 "/keepalive": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/account/sync": {
  "kind": "ref",
  "name": "SyncLists"
 },
 "/account/display": {
  "kind": "ref",
  "name": "UserReply"
 },
 "/account/capabilities": {
  "kind": "ref",
  "name": "CapabilitiesReply"
 },
 "/account/sessions": {
  "kind": "ref",
  "name": "SessionList"
 },
 "/account/sessions/end": {
  "kind": "ref",
  "name": "SessionList"
 },
 "/account/sessions/end-others": {
  "kind": "ref",
  "name": "SessionsEnded"
 },
 "/account/signins": {
  "kind": "ref",
  "name": "SignInList"
 },
 "/account/two-factor": {
  "kind": "ref",
  "name": "TwoFactorStatus"
 },
 "/account/two-factor/start": {
  "kind": "ref",
  "name": "TwoFactorKey"
 },
 "/account/two-factor/confirm": {
  "kind": "ref",
  "name": "TwoFactorRecoveryCodes"
 },
 "/account/two-factor/disable": {
  "kind": "ref",
  "name": "Ok"
 },
 "/account/two-factor/sign-in": {
  "kind": "ref",
  "name": "Session"
 },
 "/domain/add": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/domain/remove": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/domain/php": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/email/account/create": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/email/account/delete": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/email/account/quota": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/email/account/password": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/email/alias/create": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/email/alias/modify": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/email/alias/delete": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/email/blacklist/add": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/email/blacklist/remove": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/email/whitelist/add": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/email/whitelist/remove": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/email/catchall": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/email/monitoring": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/database/create": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/database/delete": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/database/password": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/redirect/create": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/redirect/modify": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/redirect/delete": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/ftp/password": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/sshkey/upload": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/sshkey/delete": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/certificate/check": {
  "kind": "ref",
  "name": "CertificateInfo"
 },
 "/certificate/generate": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/certificate/upload": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/script/install": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/script/uninstall": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/proxy/create": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/proxy/modify": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/proxy/delete": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/cron/add": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/cron/modify": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/cron/remove": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/log/show": {
  "kind": "ref",
  "name": "LogText"
 },
 "/file/list": {
  "kind": "ref",
  "name": "FileListing"
 },
 "/file/directory/create": {
  "kind": "ref",
  "name": "FileListing"
 },
 "/file/directory/delete": {
  "kind": "ref",
  "name": "FileListing"
 },
 "/file/move": {
  "kind": "ref",
  "name": "FileListing"
 },
 "/file/chmod": {
  "kind": "ref",
  "name": "FileListing"
 },
 "/file/file/put": {
  "kind": "ref",
  "name": "FileListing"
 },
 "/file/file/get": {
  "kind": "ref",
  "name": "FileText"
 },
 "/file/file/delete": {
  "kind": "ref",
  "name": "FileListing"
 },
 "/file/file/upload": {
  "kind": "ref",
  "name": "FileListing"
 },
 "/file/zip/upload": {
  "kind": "ref",
  "name": "FileListing"
 },
 "/file/link/create": {
  "kind": "ref",
  "name": "FileListing"
 },
 "/file/trash/list": {
  "kind": "ref",
  "name": "TrashList"
 },
 "/file/trash/restore": {
  "kind": "ref",
  "name": "TrashRestored"
 },
 "/file/trash/delete": {
  "kind": "ref",
  "name": "TrashList"
 },
 "/file/trash/empty": {
  "kind": "ref",
  "name": "TrashEmptied"
 },
 "/backup/list": {
  "kind": "ref",
  "name": "BackupList"
 },
 "/backup/create": {
  "kind": "ref",
  "name": "BackupList"
 },
 "/backup/files": {
  "kind": "ref",
  "name": "FileListing"
 },
 "/backup/restore-files": {
  "kind": "ref",
  "name": "BackupRestored"
 },
 "/backup/restore-database": {
  "kind": "ref",
  "name": "AccountLists"
 },
 "/stats/visitors": {
  "kind": "ref",
  "name": "VisitorStats"
 },
 "/dns/zone": {
  "kind": "ref",
  "name": "DnsZone"
 },
 "/dns/record/add": {
  "kind": "ref",
  "name": "DnsZone"
 },
 "/dns/record/modify": {
  "kind": "ref",
  "name": "DnsZone"
 },
 "/dns/record/remove": {
  "kind": "ref",
  "name": "DnsZone"
 },
 "/dns/preset/preview": {
  "kind": "ref",
  "name": "DnsZoneChanges"
 },
 "/dns/preset/apply": {
  "kind": "ref",
  "name": "DnsZone"
 },
 "/dns/reset/preview": {
  "kind": "ref",
  "name": "DnsZoneChanges"
 },
 "/dns/reset": {
  "kind": "ref",
  "name": "DnsZone"
 },
 "/mail-auth/status": {
  "kind": "ref",
  "name": "MailAuthStatus"
 },
 "/mail-auth/fix": {
  "kind": "ref",
  "name": "MailAuthFixReply"
 },
 "/email/autoresponder/list": {
  "kind": "ref",
  "name": "AutoresponderList"
 },
 "/email/autoresponder/set": {
  "kind": "ref",
  "name": "Autoresponder"
 },
 "/email/autoresponder/disable": {
  "kind": "ref",
  "name": "AutoresponderDisableReply"
 },
 "/email/forwarding/list": {
  "kind": "ref",
  "name": "ForwardingList"
 },
 "/email/forwarding/set": {
  "kind": "ref",
  "name": "Forwarding"
 },
 "/email/forwarding/disable": {
  "kind": "ref",
  "name": "Empty"
 },
 "/email/spam": {
  "kind": "ref",
  "name": "SpamList"
 },
 "/email/spam/domain": {
  "kind": "ref",
  "name": "SpamDomain"
 },
 "/email/spam/mailbox": {
  "kind": "ref",
  "name": "SpamMailboxReply"
 }
};
