-- a11y-lsp for Neovim.
--
--   require("a11y-lsp").setup({
--     cmd = { "a11y-lsp" },                    -- or { "/path/to/a11y-lsp" }
--     settings = { rules = { ["role-word-in-label"] = "info" }, announcements = true },
--   })
--
-- Neovim 0.11 and later: the server is registered with vim.lsp.config and
-- switched on with vim.lsp.enable. 0.8 to 0.10: vim.lsp.start from a FileType
-- autocommand. 0.7: vim.lsp.start_client, one client per project root, attached
-- to each Swift buffer with vim.lsp.buf_attach_client.
--
-- The settings go to the server twice, as the protocol allows: as
-- initializationOptions, and as the "a11y-lsp" section Neovim answers
-- workspace/configuration requests from.

local M = {}

M.name = "a11y-lsp"

--- Keys the server reads (RuleEngine.Configuration.keys); anything else is refused by it.
M.setting_keys = { "rules", "exclude", "previews", "tests", "platform", "announcements", "codeLens", "docsBaseURL", "configFile" }

M.defaults = {
  cmd = { "a11y-lsp" },
  filetypes = { "swift" },
  --- A folder holding one of these, nearest the file first, is the project root.
  root_markers = { "Package.swift", "*.xcodeproj", ".a11y-lsp.json", ".git" },
  --- Server settings (see the README): rules, configFile, announcements, exclude,
  --- previews, tests, platform, docsBaseURL.
  settings = {},
  --- Show the VoiceOver announcement previews as inlay hints (Neovim 0.10 and later)
  --- when the announcements setting is on. nil: follow settings.announcements.
  inlay_hints = nil,
  capabilities = nil,
  on_attach = nil,
  --- How the client is started: "config" (vim.lsp.config + vim.lsp.enable, 0.11+),
  --- "start" (vim.lsp.start, 0.8+) or "start_client" (0.7). nil: the newest this
  --- Neovim has. Meant for troubleshooting and for the plugin's own tests.
  method = nil,
  --- Show the accessibility-tree code lens above each view's body (:A11yTree opens the
  --- tree either way). false: no lenses. Off too when settings.codeLens is false.
  code_lens = true,
  --- On Neovim before 0.11, map K (hover, before 0.10) and gra (code actions) in attached
  --- buffers, as 0.11 does by default. false: leave the keys alone.
  map_keys = true,
}

M.options = nil

local uv = vim.uv or vim.loop

local function has(feature)
  return vim.fn.has(feature) == 1
end

--- A Lua pattern for a shell-style glob of one path component (`*`, `?`).
local function glob_pattern(glob)
  local escaped = glob:gsub("[%^%$%(%)%%%.%[%]%+%-]", "%%%0")
  return "^" .. escaped:gsub("%*", ".*"):gsub("%?", ".") .. "$"
end

local function folder_has(folder, marker)
  if not marker:find("[%*%?]") then
    return uv.fs_stat(folder .. "/" .. marker) ~= nil
  end
  local scanner = uv.fs_scandir(folder)
  if not scanner then
    return false
  end
  local pattern = glob_pattern(marker)
  while true do
    local name = uv.fs_scandir_next(scanner)
    if not name then
      return false
    end
    if name:match(pattern) then
      return true
    end
  end
end

--- The project root of a file: the nearest folder, from the file's own upwards,
--- that holds one of the markers. Falls back to the file's folder.
function M.find_root(path, markers)
  markers = markers or M.defaults.root_markers
  if path == nil or path == "" then
    return nil
  end
  local start = vim.fn.fnamemodify(path, ":p:h")
  local folder = start
  while folder and folder ~= "" do
    for _, marker in ipairs(markers) do
      if folder_has(folder, marker) then
        return folder
      end
    end
    local parent = vim.fn.fnamemodify(folder, ":h")
    if parent == folder then
      break
    end
    folder = parent
  end
  return start
end

--- The settings as the server takes them: only its own keys, and no empty
--- `rules` table (Lua's {} would travel as a JSON array, which the server refuses).
function M.server_settings(settings)
  local result = {}
  for key, value in pairs(settings or {}) do
    if not vim.tbl_contains(M.setting_keys, key) then
      vim.notify(
        ("a11y-lsp: unknown setting %q (known: %s)"):format(key, table.concat(M.setting_keys, ", ")),
        vim.log.levels.WARN
      )
    elseif key == "rules" and type(value) == "table" and next(value) == nil then
      -- nothing to send
    elseif key == "exclude" and type(value) == "table" and next(value) == nil then
      -- nothing to send
    else
      result[key] = value
    end
  end
  return result
end

local function merge(defaults, options)
  local result = vim.deepcopy(defaults)
  for key, value in pairs(options or {}) do
    result[key] = value
  end
  return result
end

--- Neovim 0.11 maps K to hover and gra to code actions in every LSP buffer (0.10 only K);
--- on older versions the plugin maps the same keys in the buffers it attaches to, unless
--- they are taken.
local function map_default_keys(bufnr)
  local keys = {}
  if not has("nvim-0.10") then
    keys.K = { vim.lsp.buf.hover, "a11y-lsp: hover (VoiceOver preview and guidance)" }
  end
  if not has("nvim-0.11") then
    keys.gra = { vim.lsp.buf.code_action, "a11y-lsp: code actions (fixes, disable a rule)" }
  end
  for lhs, action in pairs(keys) do
    if vim.fn.maparg(lhs, "n") == "" then
      vim.keymap.set("n", lhs, action[1], { buffer = bufnr, desc = action[2] })
    end
  end
end

M.map_default_keys = map_default_keys

local warned_missing = false

--- Tells the user, once, when the server command cannot be run: Neovim 0.11 and later
--- otherwise start nothing and say nothing (only :checkhealth vim.lsp tells why).
function M.warn_if_missing(cmd)
  if warned_missing or type(cmd) ~= "table" or type(cmd[1]) ~= "string" then
    return false
  end
  if vim.fn.executable(cmd[1]) == 1 then
    return false
  end
  warned_missing = true
  vim.notify(
    ("a11y-lsp: cannot start the server: %q is not an executable file%s. Install it (see editors/README.md in the a11y-lsp checkout) or give its full path: require(\"a11y-lsp\").setup({ cmd = { \"/path/to/a11y-lsp\" } })")
      :format(cmd[1], cmd[1]:find("/", 1, true) and "" or " on PATH"),
    vim.log.levels.WARN
  )
  return true
end

local function on_attach_for(options, settings)
  local want_hints = options.inlay_hints
  if want_hints == nil then
    want_hints = settings.announcements == true
  end
  return function(client, bufnr)
    if settings.codeLens ~= false and options.code_lens ~= false then
      require("a11y-lsp.tree").show_lenses(bufnr)
    end
    -- vim.lsp.inlay_hint.enable(enable, filter) is the 0.10 signature and later.
    if want_hints and has("nvim-0.10") and vim.lsp.inlay_hint then
      vim.lsp.inlay_hint.enable(true, { bufnr = bufnr })
    end
    if options.map_keys ~= false then
      map_default_keys(bufnr)
    end
    if options.on_attach then
      options.on_attach(client, bufnr)
    end
  end
end

--- The newest way to start a client this Neovim has.
function M.method()
  if vim.lsp.config and vim.lsp.enable then
    return "config"
  elseif vim.lsp.start then
    return "start"
  end
  return "start_client"
end

--- The client configuration, in the shape vim.lsp.config / vim.lsp.start / vim.lsp.start_client take.
function M.config(options)
  options = merge(M.defaults, options or M.options)
  local method = options.method or M.method()
  local settings = M.server_settings(options.settings)
  local config = {
    name = M.name,
    cmd = options.cmd,
    filetypes = options.filetypes,
    on_attach = on_attach_for(options, settings),
    capabilities = options.capabilities,
  }
  if next(settings) ~= nil then
    config.init_options = settings
    config.settings = { [M.name] = settings }
  end
  local markers = options.root_markers
  if method == "config" then
    config.root_dir = function(bufnr, on_dir)
      on_dir(M.find_root(vim.api.nvim_buf_get_name(bufnr), markers))
    end
  else
    config._markers = markers
  end
  return config
end

local function is_file_buffer(bufnr)
  return vim.bo[bufnr].buftype == "" and vim.api.nvim_buf_get_name(bufnr) ~= ""
end

local function without_private(config)
  local copy = {}
  for key, value in pairs(config) do
    if key:sub(1, 1) ~= "_" and key ~= "filetypes" then
      copy[key] = value
    end
  end
  return copy
end

-- 0.7: one client per root, started with start_client and attached by hand.
local clients_by_root = {}

local function attach_07(config, bufnr)
  local root = M.find_root(vim.api.nvim_buf_get_name(bufnr), config._markers)
  local id = clients_by_root[root]
  local client = id and vim.lsp.get_client_by_id(id)
  -- client.is_stopped is a closure on 0.7 and a method later: pass the client either way.
  if not client or client.is_stopped(client) then
    local start = without_private(config)
    start.root_dir = root
    start.workspace_folders = { { uri = vim.uri_from_fname(root), name = root } }
    id = vim.lsp.start_client(start)
    clients_by_root[root] = id
  end
  if id then
    vim.lsp.buf_attach_client(bufnr, id)
  end
end

-- 0.8 to 0.10: vim.lsp.start reuses a client with the same name and root.
local function attach_08(config, bufnr)
  local start = without_private(config)
  start.root_dir = M.find_root(vim.api.nvim_buf_get_name(bufnr), config._markers)
  vim.lsp.start(start, { bufnr = bufnr })
end

--- Registers the server for Swift buffers. Call once from your configuration.
function M.setup(options)
  M.options = merge(M.defaults, options)
  local method = M.options.method or M.method()
  local config = M.config(M.options)
  require("a11y-lsp.tree").setup()
  local group = vim.api.nvim_create_augroup("a11y-lsp", { clear = true })
  -- Said when the first Swift buffer opens, not at start-up.
  vim.api.nvim_create_autocmd("FileType", {
    group = group,
    pattern = config.filetypes,
    callback = function()
      M.warn_if_missing(config.cmd)
    end,
  })

  if method == "config" then
    vim.lsp.config(M.name, config)
    vim.lsp.enable(M.name)
    return
  end

  local attach = method == "start" and attach_08 or attach_07
  vim.api.nvim_create_autocmd("FileType", {
    group = group,
    pattern = config.filetypes,
    callback = function(args)
      if is_file_buffer(args.buf) then
        attach(config, args.buf)
      end
    end,
  })
  -- Buffers already open (the plugin was loaded late, say on the first Swift file).
  for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(bufnr) and is_file_buffer(bufnr)
      and vim.tbl_contains(config.filetypes, vim.bo[bufnr].filetype) then
      attach(config, bufnr)
    end
  end
end

return M
