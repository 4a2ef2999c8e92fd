;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (result i32)
  (local $13 i32)
  (local $14 f32)
  (local $15 i32)
  (local $16 i32)
  (local.set $16
   (i32.add
    (local.get $12)
    (i32.const 256)
   )
  )
  (local.set $3
   (i32.add
    (local.get $12)
    (i32.const 512)
   )
  )
  (local.set $4
   (i32.add
    (local.get $12)
    (i32.const 768)
   )
  )
  (local.set $15
   (i32.add
    (local.get $12)
    (i32.const 1024)
   )
  )
  (block $folding-inner0
   (if
    (i32.lt_s
     (local.tee $2
      (local.get $0)
     )
     (local.get $1)
    )
    (then
     (loop $l23
      (local.set $0
       (i32.const 0)
      )
      (loop $top3
       (f32.store
        (i32.add
         (local.get $3)
         (local.tee $13
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
        )
        (f32.const 0)
       )
       (f32.store
        (i32.add
         (local.get $4)
         (local.get $13)
        )
        (f32.const 0)
       )
       (f32.store
        (i32.add
         (local.get $13)
         (local.get $15)
        )
        (f32.const 0)
       )
       (br_if $top3
        (i32.lt_s
         (local.tee $0
          (i32.add
           (local.get $0)
           (i32.const 1)
          )
         )
         (i32.const 64)
        )
       )
      )
      (local.set $0
       (i32.const 0)
      )
      (loop $top6
       (if
        (i32.ge_u
         (local.tee $13
          (i32.add
           (i32.shl
            (local.get $2)
            (i32.const 6)
           )
           (local.get $0)
          )
         )
         (local.get $6)
        )
        (then
         (global.set $oob_site
          (i32.const 0)
         )
         (br $folding-inner0)
        )
       )
       (f32.store
        (i32.add
         (local.get $3)
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
        )
        (f32.load
         (i32.add
          (local.get $5)
          (i32.shl
           (local.get $13)
           (i32.const 2)
          )
         )
        )
       )
       (br_if $top6
        (i32.lt_s
         (local.tee $0
          (i32.add
           (local.get $0)
           (i32.const 1)
          )
         )
         (i32.const 64)
        )
       )
      )
      (local.set $0
       (i32.const 0)
      )
      (loop $top9
       (local.set $14
        (f32.load
         (i32.add
          (local.get $3)
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
        )
       )
       (if
        (i32.ge_u
         (local.get $0)
         (i32.const 64)
        )
        (then
         (global.set $oob_site
          (i32.const 1)
         )
         (global.set $oob_index
          (local.get $0)
         )
         (return
          (i32.const 1)
         )
        )
       )
       (f32.store
        (i32.add
         (local.get $12)
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
        )
        (local.get $14)
       )
       (br_if $top9
        (i32.lt_s
         (local.tee $0
          (i32.add
           (local.get $0)
           (i32.const 1)
          )
         )
         (i32.const 64)
        )
       )
      )
      (local.set $0
       (i32.const 0)
      )
      (loop $top12
       (if
        (i32.ge_u
         (local.tee $13
          (i32.add
           (i32.and
            (local.get $0)
            (i32.const -32)
           )
           (i32.and
            (local.get $11)
            (i32.const 31)
           )
          )
         )
         (i32.const 64)
        )
        (then
         (global.set $oob_site
          (i32.const 2)
         )
         (br $folding-inner0)
        )
       )
       (f32.store
        (i32.add
         (local.get $4)
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
        )
        (f32.load
         (i32.add
          (local.get $12)
          (i32.shl
           (local.get $13)
           (i32.const 2)
          )
         )
        )
       )
       (br_if $top12
        (i32.lt_s
         (local.tee $0
          (i32.add
           (local.get $0)
           (i32.const 1)
          )
         )
         (i32.const 64)
        )
       )
      )
      (local.set $0
       (i32.const 0)
      )
      (loop $top15
       (local.set $14
        (f32.load
         (i32.add
          (local.get $4)
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
        )
       )
       (if
        (i32.ge_u
         (local.tee $13
          (i32.add
           (i32.shl
            (local.get $2)
            (i32.const 6)
           )
           (local.get $0)
          )
         )
         (local.get $8)
        )
        (then
         (global.set $oob_site
          (i32.const 3)
         )
         (br $folding-inner0)
        )
       )
       (f32.store
        (i32.add
         (local.get $7)
         (i32.shl
          (local.get $13)
          (i32.const 2)
         )
        )
        (local.get $14)
       )
       (if
        (i32.ge_u
         (local.tee $13
          (i32.add
           (i32.shl
            (local.get $2)
            (i32.const 6)
           )
           (local.get $0)
          )
         )
         (local.get $6)
        )
        (then
         (global.set $oob_site
          (i32.const 4)
         )
         (br $folding-inner0)
        )
       )
       (local.set $14
        (f32.load
         (i32.add
          (local.get $5)
          (i32.shl
           (local.get $13)
           (i32.const 2)
          )
         )
        )
       )
       (if
        (i32.ge_u
         (local.get $0)
         (i32.const 64)
        )
        (then
         (global.set $oob_site
          (i32.const 5)
         )
         (global.set $oob_index
          (local.get $0)
         )
         (return
          (i32.const 1)
         )
        )
       )
       (f32.store
        (i32.add
         (local.get $16)
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
        )
        (local.get $14)
       )
       (br_if $top15
        (i32.lt_s
         (local.tee $0
          (i32.add
           (local.get $0)
           (i32.const 1)
          )
         )
         (i32.const 64)
        )
       )
      )
      (local.set $0
       (i32.const 0)
      )
      (loop $top18
       (if
        (i32.ge_u
         (local.tee $13
          (i32.add
           (i32.and
            (local.get $0)
            (i32.const -32)
           )
           (i32.and
            (i32.sub
             (i32.const 37)
             (i32.and
              (local.get $0)
              (i32.const 31)
             )
            )
            (i32.const 31)
           )
          )
         )
         (i32.const 64)
        )
        (then
         (global.set $oob_site
          (i32.const 6)
         )
         (br $folding-inner0)
        )
       )
       (f32.store
        (i32.add
         (local.get $15)
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
        )
        (f32.load
         (i32.add
          (local.get $16)
          (i32.shl
           (local.get $13)
           (i32.const 2)
          )
         )
        )
       )
       (br_if $top18
        (i32.lt_s
         (local.tee $0
          (i32.add
           (local.get $0)
           (i32.const 1)
          )
         )
         (i32.const 64)
        )
       )
      )
      (local.set $0
       (i32.const 0)
      )
      (loop $top21
       (local.set $14
        (f32.load
         (i32.add
          (local.get $15)
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
        )
       )
       (if
        (i32.ge_u
         (local.tee $13
          (i32.add
           (i32.shl
            (local.get $2)
            (i32.const 6)
           )
           (local.get $0)
          )
         )
         (local.get $10)
        )
        (then
         (global.set $oob_site
          (i32.const 7)
         )
         (br $folding-inner0)
        )
       )
       (f32.store
        (i32.add
         (local.get $9)
         (i32.shl
          (local.get $13)
          (i32.const 2)
         )
        )
        (local.get $14)
       )
       (br_if $top21
        (i32.lt_s
         (local.tee $0
          (i32.add
           (local.get $0)
           (i32.const 1)
          )
         )
         (i32.const 64)
        )
       )
      )
      (br_if $l23
       (i32.lt_s
        (local.tee $2
         (i32.add
          (local.get $2)
          (i32.const 1)
         )
        )
        (local.get $1)
       )
      )
     )
    )
   )
   (return
    (i32.const 0)
   )
  )
  (global.set $oob_index
   (local.get $13)
  )
  (i32.const 1)
 )
)

;; ==== fast (hoisted range checks) ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (result i32)
  (local $13 f32)
  (local.set $8
   (i32.add
    (local.get $12)
    (i32.const 256)
   )
  )
  (local.set $3
   (i32.add
    (local.get $12)
    (i32.const 512)
   )
  )
  (local.set $4
   (i32.add
    (local.get $12)
    (i32.const 768)
   )
  )
  (local.set $6
   (i32.add
    (local.get $12)
    (i32.const 1024)
   )
  )
  (if
   (i32.lt_s
    (local.tee $2
     (local.get $0)
    )
    (local.get $1)
   )
   (then
    (loop $l23
     (local.set $0
      (i32.const 0)
     )
     (loop $top3
      (f32.store
       (i32.add
        (local.get $3)
        (local.tee $10
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
        )
       )
       (f32.const 0)
      )
      (f32.store
       (i32.add
        (local.get $4)
        (local.get $10)
       )
       (f32.const 0)
      )
      (f32.store
       (i32.add
        (local.get $6)
        (local.get $10)
       )
       (f32.const 0)
      )
      (br_if $top3
       (i32.lt_s
        (local.tee $0
         (i32.add
          (local.get $0)
          (i32.const 1)
         )
        )
        (i32.const 64)
       )
      )
     )
     (local.set $0
      (i32.const 0)
     )
     (loop $top6
      (f32.store
       (i32.add
        (local.get $3)
        (i32.shl
         (local.get $0)
         (i32.const 2)
        )
       )
       (f32.load
        (i32.add
         (local.get $5)
         (i32.shl
          (i32.add
           (i32.shl
            (local.get $2)
            (i32.const 6)
           )
           (local.get $0)
          )
          (i32.const 2)
         )
        )
       )
      )
      (br_if $top6
       (i32.lt_s
        (local.tee $0
         (i32.add
          (local.get $0)
          (i32.const 1)
         )
        )
        (i32.const 64)
       )
      )
     )
     (local.set $0
      (i32.const 0)
     )
     (loop $top9
      (local.set $13
       (f32.load
        (i32.add
         (local.get $3)
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
        )
       )
      )
      (if
       (i32.ge_u
        (local.get $0)
        (i32.const 64)
       )
       (then
        (global.set $oob_site
         (i32.const 1)
        )
        (global.set $oob_index
         (local.get $0)
        )
        (return
         (i32.const 1)
        )
       )
      )
      (f32.store
       (i32.add
        (local.get $12)
        (i32.shl
         (local.get $0)
         (i32.const 2)
        )
       )
       (local.get $13)
      )
      (br_if $top9
       (i32.lt_s
        (local.tee $0
         (i32.add
          (local.get $0)
          (i32.const 1)
         )
        )
        (i32.const 64)
       )
      )
     )
     (local.set $0
      (i32.const 0)
     )
     (loop $top12
      (if
       (i32.ge_u
        (local.tee $10
         (i32.add
          (i32.and
           (local.get $0)
           (i32.const -32)
          )
          (i32.and
           (local.get $11)
           (i32.const 31)
          )
         )
        )
        (i32.const 64)
       )
       (then
        (global.set $oob_site
         (i32.const 2)
        )
        (global.set $oob_index
         (local.get $10)
        )
        (return
         (i32.const 1)
        )
       )
      )
      (f32.store
       (i32.add
        (local.get $4)
        (i32.shl
         (local.get $0)
         (i32.const 2)
        )
       )
       (f32.load
        (i32.add
         (local.get $12)
         (i32.shl
          (local.get $10)
          (i32.const 2)
         )
        )
       )
      )
      (br_if $top12
       (i32.lt_s
        (local.tee $0
         (i32.add
          (local.get $0)
          (i32.const 1)
         )
        )
        (i32.const 64)
       )
      )
     )
     (local.set $0
      (i32.const 0)
     )
     (loop $top15
      (f32.store
       (i32.add
        (local.get $7)
        (local.tee $10
         (i32.shl
          (i32.add
           (i32.shl
            (local.get $2)
            (i32.const 6)
           )
           (local.get $0)
          )
          (i32.const 2)
         )
        )
       )
       (f32.load
        (i32.add
         (local.get $4)
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
        )
       )
      )
      (local.set $13
       (f32.load
        (i32.add
         (local.get $5)
         (local.get $10)
        )
       )
      )
      (if
       (i32.ge_u
        (local.get $0)
        (i32.const 64)
       )
       (then
        (global.set $oob_site
         (i32.const 5)
        )
        (global.set $oob_index
         (local.get $0)
        )
        (return
         (i32.const 1)
        )
       )
      )
      (f32.store
       (i32.add
        (local.get $8)
        (i32.shl
         (local.get $0)
         (i32.const 2)
        )
       )
       (local.get $13)
      )
      (br_if $top15
       (i32.lt_s
        (local.tee $0
         (i32.add
          (local.get $0)
          (i32.const 1)
         )
        )
        (i32.const 64)
       )
      )
     )
     (local.set $0
      (i32.const 0)
     )
     (loop $top18
      (if
       (i32.ge_u
        (local.tee $10
         (i32.add
          (i32.and
           (local.get $0)
           (i32.const -32)
          )
          (i32.and
           (i32.sub
            (i32.const 37)
            (i32.and
             (local.get $0)
             (i32.const 31)
            )
           )
           (i32.const 31)
          )
         )
        )
        (i32.const 64)
       )
       (then
        (global.set $oob_site
         (i32.const 6)
        )
        (global.set $oob_index
         (local.get $10)
        )
        (return
         (i32.const 1)
        )
       )
      )
      (f32.store
       (i32.add
        (local.get $6)
        (i32.shl
         (local.get $0)
         (i32.const 2)
        )
       )
       (f32.load
        (i32.add
         (local.get $8)
         (i32.shl
          (local.get $10)
          (i32.const 2)
         )
        )
       )
      )
      (br_if $top18
       (i32.lt_s
        (local.tee $0
         (i32.add
          (local.get $0)
          (i32.const 1)
         )
        )
        (i32.const 64)
       )
      )
     )
     (local.set $0
      (i32.const 0)
     )
     (loop $top21
      (f32.store
       (i32.add
        (local.get $9)
        (i32.shl
         (i32.add
          (i32.shl
           (local.get $2)
           (i32.const 6)
          )
          (local.get $0)
         )
         (i32.const 2)
        )
       )
       (f32.load
        (i32.add
         (local.get $6)
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
        )
       )
      )
      (br_if $top21
       (i32.lt_s
        (local.tee $0
         (i32.add
          (local.get $0)
          (i32.const 1)
         )
        )
        (i32.const 64)
       )
      )
     )
     (br_if $l23
      (i32.lt_s
       (local.tee $2
        (i32.add
         (local.get $2)
         (i32.const 1)
        )
       )
       (local.get $1)
      )
     )
    )
   )
  )
  (i32.const 0)
 )
)
