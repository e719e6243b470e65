-- Neovim 0.11 and later: `vim.lsp.enable("a11y-lsp")` finds this file on the
-- runtimepath and starts the server with the plugin's defaults, no setup() needed.
-- Neovim reads it when the first Swift buffer opens: a missing server is said then.
local plugin = require("a11y-lsp")
local config = plugin.config()
plugin.warn_if_missing(config.cmd)
-- :A11yTree and the code lens's command, as setup() would define them.
require("a11y-lsp.tree").setup()
return config
